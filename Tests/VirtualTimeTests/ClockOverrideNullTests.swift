import Foundation
import Testing
import VirtualTime

extension VirtualTimeTests {
    /// The overrides of `clock_gettime` and `gettimeofday` given hostile NULLs: answered as libc does, never a write
    /// through NULL, in a debug build and in an optimised one.
    @Suite struct ClockOverrideNullTests {
        private typealias ClockGetTime = @convention(c) (Int32, UnsafeMutablePointer<timespec>?) -> Int32
        private typealias GetTimeOfDay = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32

        /// The process's own definition (the override), as a library reaches it: Swift's imports forbid NULL.
        private func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            let found = try #require(dlsym(nil, name))
            return unsafeBitCast(found, to: type)
        }

        @Test("On virtual time, clock_gettime(NULL) fails with EFAULT and gettimeofday(NULL, NULL) returns 0")
        func nullsOnVirtualTime() throws {
            let clockGetTime = try symbol("clock_gettime", as: ClockGetTime.self)
            let getTimeOfDay = try symbol("gettimeofday", as: GetTimeOfDay.self)
            let results = withVirtualTime { _ in
                errno = 0
                let clock = clockGetTime(CLOCK_REALTIME, nil)
                let clockErrno = errno
                let day = getTimeOfDay(nil, nil)
                var reading = timespec()
                let virtual = clockGetTime(CLOCK_REALTIME, &reading)
                return [clock, clockErrno, day, virtual, Int32(reading.tv_sec - 1_767_258_000)]
            }
            #expect(results == [-1, EFAULT, 0, 0, 0])
        }

        /// The override's source, next to the tests.
        private static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Sources/CVirtualClock/VirtualClockOverride.c")

        @Test("Optimised, the overrides keep their NULL checks: libc's nonnull declarations are not in scope")
        func optimisedKeepsNullChecks() throws {
            // With glibc's `__nonnull` declarations in scope clang drops the checks, and says so with this warning.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "clang", "-O2", "-fsyntax-only", "-Werror=tautological-pointer-compare", "-Werror=nonnull",
                "-I", Self.source.deletingLastPathComponent().appendingPathComponent("include").path, Self.source.path,
            ]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(text == "")
        }
    }
}
