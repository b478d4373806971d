import Foundation
import Testing
import ViewGraphTestSupport

@testable import ViewGraphSyntax

/// Guides/Language.md's reference tables are the builtin catalogue's, generated: each
/// `<!-- catalogue:KIND -->` … `<!-- /catalogue -->` block must equal
/// `BuiltinCatalogue.markdownTable(KIND)`. `VIEWGRAPH_RECORD=1` rewrites the blocks (and
/// fails, so a recording never passes unnoticed).
@Suite("Language guide tables")
struct LanguageGuideTables {
    static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Guides/Language.md").standardizedFileURL

    @Test func tablesMatchTheCatalogue() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        let regenerated = Self.regenerate(text)
        if ProcessInfo.processInfo.environment["VIEWGRAPH_RECORD"] == "1" {
            if regenerated != text {
                try regenerated.write(to: Self.guide, atomically: true, encoding: .utf8)
                Issue.record("rewrote the tables of Guides/Language.md; review the diff and run again")
            }
            return
        }
        assertStringsEqualWithDiff(text, regenerated)
        for kind in BuiltinKind.allCases {
            #expect(text.contains("<!-- catalogue:\(kind.rawValue) -->"), "no table for \(kind.rawValue)")
        }
    }

    /// The guide with every marked block replaced by the catalogue's table.
    static func regenerate(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<!-- catalogue:") {
            guard let close = rest[open.upperBound...].range(of: " -->"),
                let end = rest[close.upperBound...].range(of: "<!-- /catalogue -->")
            else { break }
            let kindName = String(rest[open.upperBound..<close.lowerBound])
            result += rest[..<close.upperBound] + "\n"
            if let kind = BuiltinKind(rawValue: kindName) {
                result += BuiltinCatalogue.markdownTable(kind)
            }
            result += "<!-- /catalogue -->"
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}
