import Foundation
import Interchange
import Testing

/// The XML layer of the MSPDI reader: encodings, entities, limits and the
/// words of its errors. Positions are counted by hand (1-based, in characters).
@Suite("MSPDI XML parser")
struct MSProjectXMLParserTests {
    static let project = "<Project xmlns=\"http://schemas.microsoft.com/project\">"

    private func failure(_ bytes: [UInt8], fileName: String = "plan.xml") -> MSProjectImportError? {
        do {
            _ = try MSProjectReader.read(data: Data(bytes), fileName: fileName)
            return nil
        } catch {
            return error
        }
    }

    private func failure(_ text: String) -> MSProjectImportError? {
        failure(Array(text.utf8))
    }

    private func message(_ error: MSProjectImportError?) -> String {
        guard let error, case .malformedXML(let message) = error.kind else { return "\(String(describing: error))" }
        return message
    }

    /// The name of the only task of a document whose task is `<Task><UID>1</UID><Name>…</Name></Task>`.
    private func taskName(_ xml: String) throws -> String? {
        try MSProjectReader.read(data: Data(xml.utf8), fileName: "plan.xml").document.tasks.first?.name
    }

    @Test("invalid UTF-8 in an element name is an error at its byte, not a crash")
    func invalidUTF8InName() throws {
        let error = try #require(failure(Array("<a><b".utf8) + [0xFF] + Array("/></a>".utf8)))
        #expect(error.line == 1)
        #expect(error.column == 6)
        #expect(message(error) == "invalid UTF-8 byte 0xFF")
        #expect(error.description == "plan.xml:1:6: error: malformed XML: invalid UTF-8 byte 0xFF")
    }

    @Test("invalid UTF-8 in a comment, and a broken multi-byte sequence, are located")
    func invalidUTF8InComment() throws {
        let comment = try #require(failure(Array("<!--".utf8) + [0xFF] + Array("--><a/>".utf8)))
        #expect((comment.line, comment.column) == (1, 5))
        #expect(message(comment) == "invalid UTF-8 byte 0xFF")
        // "é" is C3 A9; C3 followed by "x" is broken. Line 2, after "<a>" and "ü" (two bytes, one column).
        let broken = try #require(failure(Array("<a>\n<b>ü".utf8) + [0xC3] + Array("x</b></a>".utf8)))
        #expect((broken.line, broken.column) == (2, 5))
        #expect(message(broken) == "invalid UTF-8 byte 0xC3 (a 2-byte sequence broken by 0x78)")
        // An encoded surrogate (ED A0 80) and an overlong form (C0 80) are not UTF-8 either.
        #expect(message(failure([0x3C, 0x61, 0x3E, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x61, 0x3E])).hasPrefix("invalid UTF-8 byte 0xED"))
        #expect(message(failure([0x3C, 0x61, 0x3E, 0xC0, 0x80])) == "invalid UTF-8 byte 0xC0")
    }

    @Test("control characters are refused with their code point")
    func controlCharacters() throws {
        let error = try #require(failure("<a>x\u{1}</a>"))
        #expect((error.line, error.column) == (1, 5))
        #expect(message(error) == "the control character U+0001 is not allowed in XML")
    }

    @Test("70,000 nested elements are refused at the first element beyond the depth limit")
    func deepNesting() throws {
        let depth = 70_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let error = try #require(failure(text))
        // The 257th <a> starts after 256 × 3 characters.
        #expect((error.line, error.column) == (1, 256 * 3 + 1))
        #expect(message(error) == "the elements are nested more than 256 deep (an MSPDI file needs about 6)")
        // 256 levels are fine for the XML layer (the root is then not <Project>).
        let deepest = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
        #expect(failure(deepest)?.kind == .notMSPDI(root: "a"))
    }

    @Test("internal entities are expanded, with the predefined ones and character references")
    func entities() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE Project [
              <!ENTITY co "ACME">
              <!ENTITY full "&co; &amp; Sons &#x26; Co">
            ]>
            \(Self.project)<Tasks><Task><UID>1</UID><Name>X &co; Y — &full; &lt;&#38;&#x1F680;&gt; &quot;&apos;</Name></Task></Tasks></Project>
            """
        #expect(try taskName(xml) == "X ACME Y — ACME & Sons & Co <&🚀> \"'")
    }

    @Test("billion laughs is refused with a clear message")
    func billionLaughs() throws {
        var declarations = "<!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        let xml = "<!DOCTYPE Project [\n\(declarations)]>\n\(Self.project)<Name>&lol9;</Name></Project>"
        let error = try #require(failure(xml))
        #expect(error.line == 13)   // the reference in <Name>, after 10 declarations and "]>"
        #expect(message(error).contains("more than 1000000 characters"))
        #expect(message(error).contains("billion laughs"))
    }

    @Test("recursive, undefined and markup entities are refused by name")
    func badEntities() throws {
        let recursive = failure("<!DOCTYPE a [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]><a>&a;</a>")
        #expect(message(recursive) == "the entity &a; refers to itself (&a; → &b; → &a;)")
        #expect((recursive?.line, recursive?.column) == (1, 53))
        #expect(message(failure("<a>x &co; y</a>")) == "undefined entity &co;")
        #expect(message(failure("<a>AT&T</a>")) == "the entity reference &T is not terminated by ';'")
        #expect(message(failure("<a>a & b</a>")).hasPrefix("'&' must start an entity reference"))
        #expect(message(failure("<!DOCTYPE a [<!ENTITY m \"<b/>\">]><a>&m;</a>"))
            == "the entity &m; contains markup ('<'), which this reader does not expand")
        #expect(message(failure("<a>&#0;</a>")) == "the character reference &#0; is not a character XML allows")
        #expect(message(failure("<a>&#xD800;</a>")) == "the character reference &#xD800; is not a character XML allows")
    }

    @Test("external entities are never loaded")
    func externalEntities() throws {
        let xxe = "<!DOCTYPE Project [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]>\n\(Self.project)<Name>&secret;</Name></Project>"
        let error = try #require(failure(xxe))
        #expect(error.line == 2)
        #expect(message(error) == "the entity &secret; is external (SYSTEM \"file:///etc/passwd\"); external entities are never loaded")
        // An external DTD is ignored (not fetched); a declared but unused external entity is harmless.
        let unused = """
            <!DOCTYPE Project SYSTEM "http://example.invalid/project.dtd" [<!ENTITY x SYSTEM "file:///etc/passwd"><!ELEMENT a (b)*>]>
            \(Self.project)<Tasks><Task><UID>1</UID><Name>ok</Name></Task></Tasks></Project>
            """
        #expect(try taskName(unused) == "ok")
        #expect(message(failure("<!DOCTYPE a [<!ENTITY % p SYSTEM \"x\"> %p;]><a/>")) == "parameter entity references (%name;) are not supported in the DOCTYPE")
    }

    @Test("CDATA, comments, processing instructions, a BOM and namespace prefixes are read")
    func markup() throws {
        let xml = "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- a comment -->\n<?app data?>\n"
            + "<p:Project xmlns:p=\"http://schemas.microsoft.com/project\"><p:Tasks><p:Task><p:UID>1</p:UID>"
            + "<p:Name><![CDATA[a <b> & c]]> d<!-- x --><?pi?></p:Name></p:Task></p:Tasks></p:Project>\n<!-- after -->\n"
        #expect(try taskName(xml) == "a <b> & c d")
        // CRLF and CR become LF in text.
        #expect(try taskName("\(Self.project)<Tasks><Task><UID>1</UID><Name>a\r\nb\rc</Name></Task></Tasks></Project>") == "a\nb\nc")
        #expect(message(failure("<a><b:c/></a>")) == "the namespace prefix \"b\" of <b:c> is not declared")
    }

    @Test("UTF-16 (both byte orders), ISO-8859-1 and windows-1252 files are read")
    func encodings() throws {
        let xml = "\(Self.project)<Tasks><Task><UID>1</UID><Name>Café 🚀</Name></Task></Tasks></Project>"
        var bigEndian: [UInt8] = [0xFE, 0xFF]
        var littleEndian: [UInt8] = [0xFF, 0xFE]
        for unit in xml.utf16 {
            bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            littleEndian += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        #expect(try MSProjectReader.read(data: Data(bigEndian), fileName: "be.xml").document.tasks.first?.name == "Café 🚀")
        #expect(try MSProjectReader.read(data: Data(littleEndian), fileName: "le.xml").document.tasks.first?.name == "Café 🚀")
        let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\(Self.project)<Tasks><Task><UID>1</UID><Name>Caf".utf8)
            + [0xE9] + Array("</Name></Task></Tasks></Project>".utf8)
        #expect(try MSProjectReader.read(data: Data(latin1), fileName: "l1.xml").document.tasks.first?.name == "Café")
        let cp1252 = Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?>\(Self.project)<Tasks><Task><UID>1</UID><Name>".utf8)
            + [0x80, 0x93] + Array("</Name></Task></Tasks></Project>".utf8)
        #expect(try MSProjectReader.read(data: Data(cp1252), fileName: "w.xml").document.tasks.first?.name == "€“")
        #expect(message(failure("<?xml version=\"1.0\" encoding=\"EBCDIC\"?><a/>")).hasPrefix("the encoding \"EBCDIC\" is not supported"))
        let lone = try #require(failure([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x61, 0x00]))
        #expect(message(lone) == "invalid UTF-16: a lone high surrogate 0xD800")
        #expect((lone.line, lone.column) == (1, 2))
    }

    @Test("malformed markup is described in words, at its place")
    func words() throws {
        let cases: [(String, Int, Int, String)] = [
            ("<a><b></a>", 1, 7, "the end tag </a> does not match the start tag <b> at 1:4"),
            ("<a x=1/>", 1, 6, "the value of the attribute x is not in quotes"),
            ("<a x='1' x='2'/>", 1, 10, "the attribute x is given twice in <a>"),
            ("<a x='1'y='2'/>", 1, 9, "expected a space, '>' or '/>' in <a>, found 'y'"),
            ("<a>\n<!-- a -- b --></a>", 2, 8, "'--' is not allowed inside a comment"),
            ("<a><!-- open</a>", 1, 4, "the comment is not closed (no '-->')"),
            ("<a><![CDATA[x</a>", 1, 4, "the CDATA section is not closed (no ']]>')"),
            ("</a>", 1, 1, "the end tag </a> has no start tag"),
            ("hello <a/>", 1, 1, "text before the root element (expected '<')"),
            ("<a/>\n<b/>", 2, 1, "extra content at the end of the document: a second root element after </a>"),
            ("<a/> x", 1, 6, "extra content at the end of the document: text after </a>"),
            ("<a>< b/></a>", 1, 5, "expected an element name after '<'"),
            ("<a><?xml version='1.0'?></a>", 1, 4, "an XML declaration (<?xml …?>) is only allowed at the very start of the document"),
            ("<a x='<'/>", 1, 7, "'<' is not allowed in an attribute value (write &lt;)"),
            ("  \n ", 2, 2, "the document is empty"),
            ("<!-- only a comment -->", 1, 24, "the document has no root element"),
        ]
        for (text, line, column, expected) in cases {
            let error = failure(text)
            #expect(message(error) == expected, "\(text)")
            #expect(error?.line == line && error?.column == column, "\(text): \(String(describing: error))")
            #expect(!(message(error).contains("error 8")), "\(text)")
        }
        // Truncation anywhere, even inside a tag, names the open element.
        #expect(failure("<Project xmlns=\"http://schemas.microsoft.com/project\"><Tasks><Task x='1")?.kind == .truncated(open: "Task"))
        #expect(failure("<Project><Tasks></Tasks")?.kind == .truncated(open: "Tasks"))
    }

    @Test("text of an element with children keeps only its characters; a leaf keeps its spaces")
    func textRules() throws {
        let xml = "\(Self.project)\n  <Name>  spaced  </Name>\n  <Tasks>\n    <Task><UID>1</UID><Name> a </Name></Task>\n  </Tasks>\n</Project>"
        let document = try MSProjectReader.read(data: Data(xml.utf8), fileName: "plan.xml").document
        #expect(document.name == "  spaced  ")
        #expect(document.tasks.first?.name == " a ")
    }
}
