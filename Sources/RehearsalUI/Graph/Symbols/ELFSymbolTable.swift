#if canImport(Glibc)
    import Glibc

    /// The function and data symbols of one ELF file's `.symtab`, sorted by address, to name an address.
    ///
    /// `dladdr` only searches `.dynsym`, which holds exported symbols; the accessors and key-path thunks of
    /// a module's own types are local, so they are only in `.symtab`. This reads the section headers, the
    /// `.symtab` and, for the one symbol found, its name from the linked string table. Only 64-bit
    /// little-endian files are read; a stripped file has no `.symtab`, and `init` fails.
    struct ELFSymbolTable {
        /// One function or data symbol: its address in the file's virtual address space, its size, its name's offset.
        struct Symbol {
            var address: UInt64
            var size: UInt64
            var nameOffset: UInt32
        }

        let path: String
        private let symbols: [Symbol]
        private let stringsOffset: UInt64
        private let stringsSize: UInt64

        /// Reads the symbol table of the file at `path`; `nil` when it is not a readable 64-bit ELF file
        /// with a `.symtab`.
        init?(path: String) {
            guard let file = ELFFile(path: path) else { return nil }
            defer { file.close() }
            guard let header = file.read(at: 0, count: 64), header.count == 64,
                header[0] == 0x7f, header[1] == 0x45, header[2] == 0x4c, header[3] == 0x46,
                header[4] == 2, header[5] == 1
            else { return nil }
            let sectionsOffset = header.integer(at: 40, as: UInt64.self)
            let sectionSize = Int(header.integer(at: 58, as: UInt16.self))
            let sectionCount = Int(header.integer(at: 60, as: UInt16.self))
            guard sectionSize >= 64, sectionCount > 0,
                let sections = file.read(at: sectionsOffset, count: sectionSize * sectionCount)
            else { return nil }
            func section(_ index: Int) -> (type: UInt32, offset: UInt64, size: UInt64, link: Int) {
                let base = index * sectionSize
                return (
                    sections.integer(at: base + 4, as: UInt32.self), sections.integer(at: base + 24, as: UInt64.self),
                    sections.integer(at: base + 32, as: UInt64.self),
                    Int(sections.integer(at: base + 40, as: UInt32.self))
                )
            }
            // SHT_SYMTAB is 2; its sh_link names the string table that holds its symbols' names.
            guard let symtab = (0..<sectionCount).map(section).first(where: { $0.type == 2 }),
                symtab.link < sectionCount,
                let entries = file.read(at: symtab.offset, count: Int(symtab.size))
            else { return nil }
            let strings = section(symtab.link)
            var found: [Symbol] = []
            found.reserveCapacity(entries.count / 24)
            entries.withUnsafeBytes { raw in
                var offset = 0
                while offset + 24 <= raw.count {
                    // st_info's low four bits are the type: STT_FUNC (2) for accessors, STT_OBJECT (1) for the
                    // method descriptors that identify a subclassable class's properties.
                    let type = raw[offset + 4] & 0x0f
                    let address = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                    if type == 2 || type == 1, address != 0 {
                        found.append(
                            Symbol(
                                address: address,
                                size: UInt64(
                                    littleEndian: raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)),
                                nameOffset: UInt32(
                                    littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))))
                    }
                    offset += 24
                }
            }
            found.sort { $0.address < $1.address }
            self.path = path
            self.symbols = found
            self.stringsOffset = strings.offset
            self.stringsSize = strings.size
        }

        /// The mangled name of the symbol that covers `address` (an address in the file's space).
        func name(covering address: UInt64) -> String? {
            var low = 0
            var high = symbols.count
            while low < high {
                let middle = (low + high) / 2
                if symbols[middle].address <= address { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return nil }
            // Several symbols may share an address (aliases); take the first that covers it.
            var index = low - 1
            while index > 0, symbols[index - 1].address == symbols[index].address { index -= 1 }
            let symbol = symbols[index]
            guard address < symbol.address + max(symbol.size, 1) else { return nil }
            return readName(at: UInt64(symbol.nameOffset))
        }

        private func readName(at offset: UInt64) -> String? {
            guard offset < stringsSize, let file = ELFFile(path: path) else { return nil }
            defer { file.close() }
            var bytes: [UInt8] = []
            var position = stringsOffset + offset
            while bytes.count < 4096, let chunk = file.read(at: position, count: 256, allowShort: true) {
                if let end = chunk.firstIndex(of: 0) {
                    bytes.append(contentsOf: chunk[..<end])
                    return String(decoding: bytes, as: UTF8.self)
                }
                bytes.append(contentsOf: chunk)
                position += UInt64(chunk.count)
            }
            return nil
        }
    }

    /// An open file read with `pread`, so a large binary is never read whole.
    private struct ELFFile {
        let descriptor: Int32

        init?(path: String) {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor < 0 { return nil }
        }

        /// `count` bytes from `offset`; fewer only when `allowShort` and the file ends first.
        func read(at offset: UInt64, count: Int, allowShort: Bool = false) -> [UInt8]? {
            guard count > 0 else { return count == 0 ? [] : nil }
            var bytes = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let got = bytes.withUnsafeMutableBytes { buffer in
                    pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset) + off_t(done))
                }
                if got <= 0 { break }
                done += got
            }
            if done == count || (allowShort && done > 0) { return Array(bytes[..<done]) }
            return nil
        }

        func close() { _ = Glibc.close(descriptor) }
    }

    extension Array where Element == UInt8 {
        /// The little-endian integer stored at `offset`.
        fileprivate func integer<T: FixedWidthInteger>(at offset: Int, as type: T.Type) -> T {
            var value: T = 0
            for index in (0..<MemoryLayout<T>.size).reversed() {
                value = value << 8 | T(self[offset + index])
            }
            return value
        }
    }
#endif
