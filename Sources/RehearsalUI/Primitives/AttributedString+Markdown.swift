import Foundation

#if !canImport(Darwin)
    extension AttributedString {
        /// The options for reading Markdown, with Foundation's names (Linux's Foundation lacks them).
        public struct MarkdownParsingOptions: Hashable, Sendable {
            /// Which Markdown syntax to read.
            public enum InterpretedSyntax: Hashable, Sendable {
                case full, inlineOnly, inlineOnlyPreservingWhitespace
            }

            public var allowsExtendedAttributes: Bool
            public var interpretedSyntax: InterpretedSyntax

            public init(
                allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
            ) {
                self.allowsExtendedAttributes = allowsExtendedAttributes
                self.interpretedSyntax = interpretedSyntax
            }

            /// What to do with Markdown that cannot be read.
            public enum FailurePolicy: Hashable, Sendable {
                case throwError, returnPartiallyParsedIfPossible
            }
        }

        /// Reads inline Markdown into plain characters (Linux's Foundation has no Markdown reader).
        public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
            self.init(MarkdownText.plain(markdown))
        }
    }
#endif
