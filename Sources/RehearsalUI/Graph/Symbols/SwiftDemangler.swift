#if canImport(Glibc)
    import Glibc

    /// Turns a mangled Swift symbol into readable text with the runtime's own `swift_demangle`.
    enum SwiftDemangler {
        private typealias Demangle =
            @convention(c) (
                UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32
            ) -> UnsafeMutablePointer<CChar>?

        private static let demangle: Demangle? = {
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "swift_demangle") else { return nil }
            return unsafeBitCast(symbol, to: Demangle.self)
        }()

        /// The demangled text of `symbol`, or `nil` when it is not a Swift symbol.
        static func demangled(_ symbol: String) -> String? {
            guard let demangle else { return nil }
            let result = symbol.withCString { demangle($0, strlen($0), nil, nil, 0) }
            guard let result else { return nil }
            defer { free(result) }
            return String(cString: result)
        }
    }
#endif
