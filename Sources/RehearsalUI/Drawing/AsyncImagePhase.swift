/// Where an `AsyncImage`'s load is: not done yet, done with an image, or failed.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, once the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The phase as the tree prints it: `.empty`, `.success`, `.failure`.
    var name: String {
        switch self {
        case .empty: ".empty"
        case .success: ".success"
        case .failure: ".failure"
        }
    }
}
