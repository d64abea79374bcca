import Synchronization

/// Names the function at a code address from the symbol tables of the loaded images, read once per image.
///
/// Works wherever the image keeps its `.symtab` (debug and release builds alike, unless stripped); returns
/// `nil` otherwise, and on platforms without ELF images.
enum CodeSymbols {
    private static let tables = Mutex<[String: ELFSymbolTable?]>([:])

    /// The demangled name of the function that contains `address`, or `nil` when it cannot be known.
    static func demangledName(at address: UInt) -> String? {
        #if canImport(Glibc)
            guard let image = LoadedImage.containing(address) else { return nil }
            let table = tables.withLock { tables in
                if let cached = tables[image.path] { return cached }
                let table = ELFSymbolTable(path: image.path)
                tables[image.path] = table
                return table
            }
            guard let mangled = table?.name(covering: image.fileAddress(of: address)) else { return nil }
            return SwiftDemangler.demangled(mangled)
        #else
            return nil
        #endif
    }
}
