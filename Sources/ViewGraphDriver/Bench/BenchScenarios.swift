// The scenario text of each generated workload. Workloads go through the real
// front end (lexer, parser, checker) and engine, exactly as a scenario file would.

package enum BenchScenarios {
    /// W1: `rows` row models, one `RowView` per row, each reading its own model; the
    /// step block holds one statement per pregenerated index (`rows[i].value += 1`).
    package static func wide(rows: Int, indices: [Int]) -> String {
        var text = """
            scenario "W1 wide: one row model changes among \(rows) rows" {
            }

            @Observable
            final class RowModel: Identifiable {
                let id: Int
                var value = 0
                init(id: Int) { self.id = id }
            }

            struct RowView: View {
                let model: RowModel
                var body: some View {
                    Text("row \\(model.id): \\(model.value)")
                }
            }

            app {
                let rows = (0..<\(rows)).map { RowModel(id: $0) }
                VStack {
                    ForEach(rows) { RowView(model: $0) }
                }
            }

            step "mutations" {

            """
        text.reserveCapacity(text.utf8.count + indices.count * 28)
        for index in indices {
            text += "    rows[\(index)].value += 1\n"
        }
        text += "}\n"
        return text
    }

    /// W2: `rows` rows that all read one shared array; the step appends to it.
    package static func broad(rows: Int) -> String {
        """
        scenario "W2 broad: \(rows) rows read one shared array" {
        }

        @Observable
        final class SharedStore {
            var items: [Int] = []
        }

        struct RowID: Identifiable {
            let id: Int
        }

        struct BroadRow: View {
            let store: SharedStore
            let row: RowID
            var body: some View {
                Text("row \\(row.id) of \\(store.items.count)")
            }
        }

        app {
            let store = SharedStore()
            let rows = (0..<\(rows)).map { RowID(id: $0) }
            VStack {
                ForEach(rows) { BroadRow(store: store, row: $0) }
            }
        }

        step "append" {
            store.items.append(1)
        }

        """
    }

    /// W3: a chain of `depth` nested views (`Level0` … `Level{depth-1}`); the leaf
    /// reads the model, the others only pass it down.
    package static func deep(depth: Int) -> String {
        var text = """
            scenario "W3 deep: a chain of \(depth) views, the leaf reads a model" {
            }

            @Observable
            final class LeafModel {
                var value = 0
            }


            """
        for level in 0..<depth {
            let content = level + 1 < depth ? "Level\(level + 1)(model: model)" : "Text(\"leaf \\(model.value)\")"
            text += """
                struct Level\(level): View {
                    let model: LeafModel
                    var body: some View {
                        \(content)
                    }
                }


                """
        }
        text += """
            app {
                let model = LeafModel()
                Level0(model: model)
            }

            step "mutate the leaf's model" {
                model.value += 1
            }

            """
        return text
    }

    /// W4: a 10 Hz ticker over a dashboard of `views` views (the dashboard, a header
    /// reading the tick count, and `views - 2` tiles, one of which changes per tick).
    package static func timed(views: Int, seconds: Int) -> String {
        """
        scenario "W4 timed: a 10 Hz ticker over a \(views)-view dashboard" {
        }

        @Observable
        final class Tile: Identifiable {
            let id: Int
            var value = 0
            init(id: Int) { self.id = id }
        }

        @Observable
        final class Ticker {
            var ticks = 0
            let tiles: [Tile]
            init(tiles: [Tile]) { self.tiles = tiles }
            func tick() {
                ticks += 1
                tiles[ticks % tiles.count].value += 1
            }
        }

        struct Header: View {
            let ticker: Ticker
            var body: some View {
                Text("ticks \\(ticker.ticks)")
            }
        }

        struct TileView: View {
            let tile: Tile
            var body: some View {
                HStack {
                    Text("tile \\(tile.id)")
                    Text("\\(tile.value)")
                }
            }
        }

        struct Dashboard: View {
            let ticker: Ticker
            var body: some View {
                VStack {
                    Header(ticker: ticker)
                    ForEach(ticker.tiles) { TileView(tile: $0) }
                }
                .task {
                    every(100ms) {
                        ticker.tick()
                    }
                }
            }
        }

        app {
            let ticker = Ticker(tiles: (0..<\(max(1, views - 2))).map { Tile(id: $0) })
            Dashboard(ticker: ticker)
        }

        step "ticks" {
            wait \(seconds)s
        }

        """
    }

    /// W6: a dashboard in the style of an async app. An `actor` price service hands out
    /// an `AsyncStream` that a producer task feeds every 100 ms; the `@Observable` store's
    /// own `Task` consumes it with `for await` and applies each quote (the tick count and
    /// one row's price), and the views read the store: two bodies a tick.
    package static func dashboard(rows: Int, seconds: Int) -> String {
        """
        scenario "W6 dashboard: an actor's AsyncStream ticker at 10 Hz over \(rows) price rows" {
        }

        struct Quote: Sendable, Equatable {
            let row: Int
            let cents: Int
        }

        actor PriceService {
            private var sent = 0
            let symbols: Int

            init(symbols: Int) { self.symbols = symbols }

            func nextQuote() -> Quote {
                sent += 1
                return Quote(row: sent % symbols, cents: 10_000 + sent)
            }

            func prices() -> AsyncStream<Quote> {
                AsyncStream { continuation in
                    let producer = Task {
                        while !Task.isCancelled {
                            try? await Task.sleep(for: .milliseconds(100))
                            let quote = await self.nextQuote()
                            continuation.yield(quote)
                        }
                        continuation.finish()
                    }
                    continuation.onTermination = { _ in producer.cancel() }
                }
            }
        }

        @Observable
        final class PriceRow: Identifiable {
            let id: Int
            var cents = 0
            init(id: Int) { self.id = id }
        }

        @Observable
        @MainActor
        final class PriceStore {
            private(set) var ticks = 0
            let rows: [PriceRow]
            private let service: PriceService
            private var feed: Task<Void, Never>?

            init(service: PriceService, rows: [PriceRow]) {
                self.service = service
                self.rows = rows
            }

            func start() {
                guard feed == nil else { return }
                feed = Task {
                    for await quote in await service.prices() {
                        apply(quote)
                    }
                }
            }

            func apply(_ quote: Quote) {
                ticks += 1
                rows[quote.row].cents = quote.cents
            }
        }

        struct TickerHeader: View {
            let store: PriceStore
            var body: some View {
                Text("\\(store.ticks) quotes")
            }
        }

        struct PriceCell: View {
            let row: PriceRow
            var body: some View {
                HStack {
                    Text("symbol \\(row.id)")
                    Text("\\(row.cents / 100).\\(row.cents % 100)")
                }
            }
        }

        struct PriceDashboard: View {
            let store: PriceStore
            var body: some View {
                VStack {
                    TickerHeader(store: store)
                    ForEach(store.rows) { PriceCell(row: $0) }
                }
                .task { store.start() }
            }
        }

        app {
            let rows = (0..<\(rows)).map { PriceRow(id: $0) }
            let store = PriceStore(service: PriceService(symbols: \(rows)), rows: rows)
            PriceDashboard(store: store)
        }

        step "ticks" {
            wait \(seconds)s
        }

        """
    }
}
