// Excluded by the manifest: if the host compiled it, the build would fail.
let broken: Int = "not a number"
