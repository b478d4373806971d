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
}
