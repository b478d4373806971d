import Testing
import ViewGraphDiagnostics
import ViewGraphEngine

/// Class inheritance as app code writes it (plain Swift; the update rules it meets are
/// named): each printed expectation is what this toolchain's compiled program prints.
@Suite("Swift: class inheritance")
struct InheritanceTests {
    static let shapes = """
        class Shape {
            var name: String
            var sides: Int { 0 }
            init(name: String) { self.name = name; print("Shape.init", name) }
            func describe() -> String { "\\(name) with \\(sides) sides" }
            var summary: String { "shape:" + name }
        }
        class Polygon: Shape {
            override var sides: Int { 3 }
            override func describe() -> String { "polygon " + super.describe() }
            override var summary: String { super.summary + "/polygon" }
        }
        final class Square: Polygon {
            var length = 2.0
            override var sides: Int { 4 }
            init(length: Double) {
                self.length = length
                super.init(name: "square")
                print("Square.init", sides)
            }
            override func describe() -> String { "square, " + super.describe() }
            override var summary: String { super.summary + "/square" }
            func area() -> Double { length * length }
        }
        """

    @Test("overrides dispatch on the instance's class; super starts above the class whose code runs")
    func overridesAndSuper() throws {
        let output = try printedByStep(
            """
            let shapes: [Shape] = [Shape(name: "blob"), Polygon(name: "tri"), Square(length: 3)]
            for s in shapes { print(s.describe(), s.summary, s is Polygon, (s as? Square)?.area() ?? -1) }
            """, declarations: Self.shapes)
        #expect(
            output == [
                "Shape.init blob", "Shape.init tri", "Shape.init square", "Square.init 4",
                "blob with 0 sides shape:blob false -1", "polygon tri with 3 sides shape:tri/polygon true -1",
                "square, polygon square with 4 sides shape:square/polygon/square true 9.0",
            ])
    }

    @Test("an initializer without super.init calls the argument-free one; NSObject's does nothing")
    func implicitSuperInit() throws {
        let output = try printedByStep(
            """
            let derived = Derived()
            print(derived.log, derived.extra, LocationModel().ready)
            """,
            declarations: """
                class Base {
                    var log: [String] = []
                    init() { log.append("base") }
                }
                final class Derived: Base {
                    var extra = 1
                    override init() { extra = 5 }
                }
                class LocationModel: NSObject {
                    var ready = false
                    override init() {
                        super.init()
                        ready = true
                    }
                }
                """)
        #expect(output == ["[\"base\"] 5 true"])
    }

    @Test("a superclass's @Published and @Observable properties notify for a subclass instance (R3.3, R4.1)")
    func observedThroughTheSuperclass() throws {
        let harness = try Harness(
            """
            scenario "s" {}
            class BaseViewModel: ObservableObject {
                @Published var isLoading = false
            }
            final class ListViewModel: BaseViewModel {
                @Published var items: [String] = []
                func load() {
                    isLoading = true
                    items = ["a"]
                }
            }
            @Observable class Counter {
                var count = 0
            }
            final class NamedCounter: Counter {
                var label = "n"
            }
            struct ListScreen: View {
                @StateObject private var model = ListViewModel()
                var body: some View { Text(model.isLoading ? "loading" : "\\(model.items.count)") }
            }
            struct CountView: View {
                let counter: NamedCounter
                var body: some View { Text("\\(counter.count) \\(counter.label)") }
            }
            app {
                let counter = NamedCounter()
                VStack {
                    ListScreen()
                    CountView(counter: counter)
                }
            }
            step "load" { ListScreen.model.load() }
            step "count" { counter.count += 1 }
            step "label" { counter.label = "m" }
            """)
        #expect(harness.bodies(1) == ["ListScreen"])
        #expect(harness.bodies(2) == ["CountView"])
        // The subclass is not @Observable: its own property is not tracked (R4.1).
        #expect(harness.bodies(3) == [])
    }

    @Test("super in a root class, and a superclass without an argument-free init, are errors")
    func superErrors() {
        let root = stepError("_ = Lone().name()", "class Lone { func name() -> String { super.name() } }")
        #expect(root?.message == "'super' members cannot be referenced in a root class")
        let missing = stepError(
            "_ = Child()",
            "class Parent { var n: Int; init(n: Int) { self.n = n } }\nfinal class Child: Parent { init() { print(1) } }"
        )
        #expect(missing?.message == "'super.init' isn't called on all paths before returning from initializer")
    }
}
