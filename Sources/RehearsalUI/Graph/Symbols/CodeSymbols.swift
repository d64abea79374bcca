import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Names the function at a code address from the symbol tables of the loaded images, read once per image.
///
/// Works wherever the image keeps its `.symtab` (debug and release builds alike, unless stripped); returns
/// `nil` otherwise, and on platforms without ELF images.
enum CodeSymbols {
    private static let tables = Mutex<[String: ELFSymbolTable?]>([:])

    /// The demangled name of the function or data symbol at `address`, or `nil` when it cannot be known.
    static func demangledName(at address: UInt) -> String? {
        #if canImport(Glibc)
            guard let image = LoadedImage.containing(address) else { return nil }
            guard let mangled = table(of: image)?.name(covering: image.fileAddress(of: address)) else { return nil }
            return SwiftDemangler.demangled(mangled)
        #else
            return nil
        #endif
    }

    /// The path of the loaded image that holds `address` when it has no symbol table (it was stripped), else `nil`.
    static func strippedImage(holding address: UInt) -> String? {
        #if canImport(Glibc)
            guard let image = LoadedImage.containing(address), table(of: image) == nil else { return nil }
            // The executable's own path, not the `/proc/self/exe` link it is read through.
            guard let resolved = realpath(image.path, nil) else { return image.path }
            defer { free(resolved) }
            return String(cString: resolved)
        #else
            return nil
        #endif
    }

    #if canImport(Glibc)
        private static func table(of image: LoadedImage) -> ELFSymbolTable? {
            tables.withLock { tables in
                if let cached = tables[image.path] { return cached }
                let table = ELFSymbolTable(path: image.path)
                tables[image.path] = table
                return table
            }
        }
    #endif
}
