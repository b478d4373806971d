//  Journal.swift
//  A journal screen as it sits in an app target: imports, attributes, access levels,
//  conditional compilation, _printChanges and a named preview with traits.

import Foundation
import Observation
import SwiftUI

@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
public final class JournalStore {
    public private(set) var entries: [String] = ["Slept well"]
    public var draft = ""
    @ObservationIgnored fileprivate var saves = 0

    public init() {}

    @discardableResult
    public func add(_ text: String) -> Int {
        entries.append(text)
        saves += 1
        return entries.count
    }

    nonisolated func title() -> String { "Journal" }
}

struct EntryRow: View, Sendable {
    let text: String

    var body: some View {
        let _ = Self._printChanges()
        Text(text)
    }
}

@available(iOS 17.0, *)
public struct JournalView: View {
    @State private var store = JournalStore()
    @State private var showsCount = false

    public init() {}

    public var body: some View {
        let _ = Self._printChanges()
        VStack {
            #if os(iOS)
                Text("Entries: \(store.entries.count)")
            #elseif os(macOS)
                Text("macOS only")
            #else
                Text("elsewhere")
            #endif
            ForEach(store.entries, id: \.self) { entry in
                EntryRow(text: entry)
            }
            Button("Add") {
                store.add("Walked")
            }
            Toggle(showsCount ? "Hide count" : "Show count", isOn: $showsCount)
            #if DEBUG
                Text("debug build")
            #endif
        }
    }
}

#Preview("Journal", traits: .sizeThatFitsLayout) {
    JournalView()
}
