import Testing
import ViewGraphDiagnostics
import ViewGraphDriver
import ViewGraphTestSupport

@Suite struct SourceLoaderTests {
    func rejection(_ bytes: [UInt8], fileSize: Int? = nil) -> String? {
        guard case .rejected(let batch) = SourceLoader.load(path: "x.scenario", bytes: bytes, fileSize: fileSize) else {
            return nil
        }
        return DiagnosticRenderer().render([batch])
    }

    @Test func validTextLoads() {
        guard
            case .loaded(let source) = SourceLoader.load(path: "x.scenario", bytes: Array("app { Text(\"é\") }\n".utf8))
        else {
            Issue.record("valid UTF-8 was rejected")
            return
        }
        #expect(source.text == "app { Text(\"é\") }\n")
    }

    @Test func byteOrderMarkIsDropped() {
        guard
            case .loaded(let source) = SourceLoader.load(
                path: "x.scenario", bytes: [0xEF, 0xBB, 0xBF] + Array("app {}".utf8))
        else {
            Issue.record("a BOM was rejected")
            return
        }
        #expect(source.text == "app {}")
    }

    @Test func invalidUTF8IsADiagnosticAtTheByte() {
        assertStringsEqualWithDiff(
            rejection(Array("app {\n  Text(\"".utf8) + [0xFF] + Array("\")\n}\n".utf8)) ?? "",
            """
            x.scenario:2:9: error: file is not valid UTF-8 (byte 0xFF)
            1 | app {
            2 |   Text("�")
              |         |- error: file is not valid UTF-8 (byte 0xFF)
              |         `- note: scenario files must be saved as UTF-8 text
            3 | }
            4 |

            """)
    }

    @Test func nulByteIsADiagnostic() {
        #expect(
            rejection(Array("app {\u{0}}".utf8))?.hasPrefix("x.scenario:1:6: error: file contains a NUL byte") == true)
    }

    @Test func oversizedFileIsADiagnostic() {
        let text = rejection(Array("app {\n".utf8), fileSize: 3 << 20)
        #expect(
            text?.hasPrefix(
                "x.scenario:1:1: error: file is too large to be a scenario (3.0 MiB; the limit is 1 MiB) [#Limits]\n")
                == true)
        #expect(rejection(Array(repeating: UInt8(ascii: "a"), count: SourceLoader.sizeLimit)) == nil)
    }
}
