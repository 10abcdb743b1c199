/// The roles of a printed page (see ``PrintPageLayout``).
extension ElementRole {
    /// The picture printed on a page (`page:content`), a group.
    public static let pageContent: ElementRole = "pageContent"
    /// A text of the page's footer (`page:footer:title`, `page:footer:number`).
    public static let pageFooter: ElementRole = "pageFooter"
}
