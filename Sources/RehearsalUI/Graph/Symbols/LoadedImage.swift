#if canImport(Glibc)
    import Glibc

    /// The loaded ELF image (the executable or a shared library) that holds a code address, and its load bias.
    ///
    /// Found with `dl_iterate_phdr`, looked up with `dlsym` because the `Glibc` module does not import
    /// `<link.h>`: each image's `PT_LOAD` segments are compared with the address, and the bias turns the
    /// address back into the file's own address space, where its symbols are.
    struct LoadedImage: Equatable {
        /// The path of the image's file; the running executable is `/proc/self/exe`.
        var path: String
        /// What was added to the file's addresses when the image was loaded.
        var bias: UInt

        /// The image whose loaded segments contain `address`, or `nil`.
        static func containing(_ address: UInt) -> LoadedImage? {
            guard let iterate = iterator else { return nil }
            var search = Search(address: address)
            withUnsafeMutablePointer(to: &search) { pointer in
                _ = iterate(visit, UnsafeMutableRawPointer(pointer))
            }
            return search.found
        }

        /// `address` in the file's own address space.
        func fileAddress(of address: UInt) -> UInt64 { UInt64(address &- bias) }

        private typealias Visitor = @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutableRawPointer?) -> Int32
        private typealias Iterator = @convention(c) (Visitor, UnsafeMutableRawPointer?) -> Int32

        private struct Search {
            var address: UInt
            var found: LoadedImage?
        }

        private static let iterator: Iterator? = {
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "dl_iterate_phdr") else { return nil }
            return unsafeBitCast(symbol, to: Iterator.self)
        }()

        /// Reads one `struct dl_phdr_info` (64-bit layout: addr, name, phdr, phnum) and its program headers.
        private static let visit: Visitor = { info, _, data in
            guard let info, let data else { return 0 }
            let search = data.assumingMemoryBound(to: Search.self)
            let bias = UInt(info.load(as: UInt64.self))
            let name = info.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self)
            guard let headers = info.load(fromByteOffset: 16, as: UnsafeRawPointer?.self) else { return 0 }
            let count = Int(info.load(fromByteOffset: 24, as: UInt16.self))
            for index in 0..<count {
                // Elf64_Phdr is 56 bytes: p_type at 0 (PT_LOAD is 1), p_vaddr at 16, p_memsz at 40.
                let header = headers + index * 56
                guard header.load(as: UInt32.self) == 1 else { continue }
                let start = bias &+ UInt(header.load(fromByteOffset: 16, as: UInt64.self))
                let size = UInt(header.load(fromByteOffset: 40, as: UInt64.self))
                if search.pointee.address >= start, search.pointee.address < start &+ size {
                    let path = name.map { String(cString: $0) } ?? ""
                    search.pointee.found = LoadedImage(path: path.isEmpty ? "/proc/self/exe" : path, bias: bias)
                    return 1
                }
            }
            return 0
        }
    }
#endif
