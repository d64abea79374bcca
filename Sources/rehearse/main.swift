import RehearsalShell
import SamplePreviews

// The executable is only an entry point: the shell lives in RehearsalShell, the sample previews in
// SamplePreviews (linked here so that discovery finds them).
RehearseMain.run()
