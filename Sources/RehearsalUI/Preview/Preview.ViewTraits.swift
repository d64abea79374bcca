extension Preview {
    /// The kind of preview that view traits apply to: previews of views.
    public enum ViewTraits {}
}
