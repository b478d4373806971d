import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Swift that app code writes and that stopped `run` (Scenarios/KNOWN-ENGINE-ISSUES.md,
/// "Left from the fifth probe"; Fixed 95–): writes through a key path, static members of
/// an extended collection named by its sugar (`[Trail].samples`), `[T].init(…)`, and
/// collection extensions used on ranges. Each printed expectation is what this
/// toolchain's `swiftc` prints for the same code.
@Suite("Swift app code: key-path writes, collection sugar and range extensions")
struct AppCodeSixthProbeTests {
    @Test("value[keyPath:] = … writes the property the key path names; += reads it first")
    func keyPathWrites() throws {
        let printed = try printedByStep(
            """
            var p = Person(name: "Ana", age: 30)
            p[keyPath: \\.name] = "Bo"
            let age = \\Person.age
            p[keyPath: age] += 1
            print(p.name, p.age, p[keyPath: age])
            """,
            declarations: "struct Person {\n    var name: String\n    var age: Int\n}")
        #expect(printed == ["Bo 31 31"])
    }

    @Test("a key path to a let property is read-only, as Swift's KeyPath is")
    func keyPathWriteToLet() {
        let message = stepError(
            "var p = Person(id: 1)\np[keyPath: \\.id] = 2", "struct Person {\n    let id: Int\n}")?.message
        #expect(message?.contains("'id' is a 'let' constant") == true)
    }

    @Test("R4.2: a write through a key path into an @Observable struct property invalidates its readers")
    func keyPathWriteNotifies() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            struct Person {
                var name: String
                var age: Int
            }
            @Observable
            final class Lab {
                var person = Person(name: "a", age: 1)
            }
            struct NameView: View {
                let lab: Lab
                var body: some View { Text(lab.person.name) }
            }
            app {
                let lab = Lab()
                NameView(lab: lab)
            }
            step "age" {
                lab.person[keyPath: \\.age] = 5
                print(lab.person.age)
            }
            """)
        #expect(harness.steps[1].printed == ["5"])
        #expect(harness.bodies(1) == ["NameView"])
    }

    @Test("[T].member and [T].method(…) reach the static members of an Array extension")
    func staticMembersThroughCollectionSugar() throws {
        let printed = try printedByStep(
            """
            print([Int].sample, [Int].make(2), Array<Int>.sample.count)
            """,
            declarations: """
                extension Array where Element == Int {
                    static var sample: [Int] { [3, 1, 2] }
                    static func make(_ n: Int) -> [Int] { Array(repeating: n, count: n) }
                }
                """)
        #expect(printed == ["[3, 1, 2] [2, 2] 3"])
    }

    @Test("[Double].init(repeating:count:) is [Double](repeating:count:): its literals are Doubles")
    func collectionInitSpelledOut() throws {
        let printed = try printedByStep(
            """
            print([Double].init(repeating: 0, count: 2), [String].init(), [Int: String].init())
            """)
        #expect(printed == ["[0.0, 0.0] [] [:]"])
    }

    @Test("an extension of Collection or Sequence applies to ranges too; so does extension Range")
    func rangeExtensions() throws {
        let printed = try printedByStep(
            """
            print((0..<3).isNotEmpty, (1...4).total, (5..<5).isNotEmpty, (2..<6).middle)
            """,
            declarations: """
                extension Collection {
                    var isNotEmpty: Bool { !isEmpty }
                }
                extension Sequence where Element == Int {
                    var total: Int { reduce(0, +) }
                }
                extension Range where Bound == Int {
                    var middle: Int { (lowerBound + upperBound) / 2 }
                }
                """)
        #expect(printed == ["true 10 false 4"])
    }

    @Test("description of arrays, dictionaries, sets, ranges and strings is the text print shows")
    func collectionDescriptions() throws {
        let printed = try printedByStep(
            """
            print([1.0, 2.5].description, ["a": 1].description, (1...3).description, "x".description)
            print([Int]().description.count, Set([4]).description)
            """)
        #expect(printed == ["[1.0, 2.5] [\"a\": 1] 1...3 x", "2 [4]"])
    }
}
