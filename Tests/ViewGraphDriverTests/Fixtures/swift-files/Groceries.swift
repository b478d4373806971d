//  Groceries.swift
//  A shopping list as it sits in an app target: an @Observable model with
//  Identifiable items, a List whose ForEach deletes and reorders its rows, an
//  EditButton in the toolbar, and a preview.

import Observation
import SwiftUI

struct GroceryItem: Identifiable, Hashable {
    let id: Int
    var name: String
}

@Observable
final class GroceryList {
    var items: [GroceryItem] = [
        GroceryItem(id: 1, name: "Oats"),
        GroceryItem(id: 2, name: "Pears"),
        GroceryItem(id: 3, name: "Tea"),
        GroceryItem(id: 4, name: "Rice"),
    ]
    private(set) var removedNames: [String] = []

    func delete(at offsets: IndexSet) {
        removedNames += offsets.map { items[$0].name }
        items.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }
}

struct GroceryRow: View {
    let item: GroceryItem

    var body: some View {
        Text(item.name)
    }
}

struct GroceriesView: View {
    @State private var list = GroceryList()

    var body: some View {
        NavigationStack {
            List {
                ForEach(list.items) { item in
                    GroceryRow(item: item)
                }
                .onDelete(perform: list.delete)
                .onMove(perform: list.move)
            }
            .navigationTitle("Groceries (\(list.items.count))")
            .toolbar {
                EditButton()
            }
        }
    }
}

#Preview {
    GroceriesView()
}
