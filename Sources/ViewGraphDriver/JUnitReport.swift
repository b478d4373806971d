import Foundation

/// `viewgraph test --junit FILE`: the results as JUnit XML, the format CI servers
/// read. One `<testsuite>` per scenario file (named by its path), one `<testcase>` per
/// check (each expectation of each variant, the golden transcript, a run that
/// stopped, a catalogue error); a failure carries the diagnostic as `viewgraph test`
/// prints it. No times: the report is deterministic, like the rest of the output.
package enum JUnitReport {
    package struct Suite {
        package var path: String
        package var outcome: ScenarioTester.Outcome

        package init(path: String, outcome: ScenarioTester.Outcome) {
            self.path = path
            self.outcome = outcome
        }
    }

    package static func render(_ suites: [Suite]) -> String {
        let tests = suites.reduce(0) { $0 + $1.outcome.cases.count }
        let failures = suites.reduce(0) { $0 + $1.outcome.failed }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"viewgraph test\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for suite in suites {
            let name = escape(suite.path)
            out +=
                "  <testsuite name=\"\(name)\" tests=\"\(suite.outcome.cases.count)\" failures=\"\(suite.outcome.failed)\" errors=\"0\" skipped=\"0\">\n"
            for testCase in suite.outcome.cases {
                out += "    <testcase classname=\"\(name)\" name=\"\(escape(testCase.name))\""
                guard let first = testCase.failures.first else {
                    out += "/>\n"
                    continue
                }
                out += ">\n"
                let text = testCase.failures.map(\.plainText).joined(separator: "\n")
                out += "      <failure message=\"\(escape(first.diagnostic.message))\" type=\"failure\">"
                out += escape(text)
                out += "</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// Text for an attribute or element: markup characters escaped, and characters XML 1.0
    /// does not allow (most control characters) replaced by U+FFFD.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            default:
                let value = scalar.value
                let allowed =
                    (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
                    || (0x10000...0x10FFFF).contains(value)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
