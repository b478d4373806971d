import SwiftUI

@Observable
final class JournalStore {
    var draft = "Walked to the harbour"
    var savedDrafts: [String] = []

    func saveDraft() {
        savedDrafts.append(draft)
    }
}

struct JournalView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var store = JournalStore()

    var body: some View {
        NavigationStack {
            Form {
                TextField("Entry", text: $store.draft)
                Text("\(store.savedDrafts.count) saved")
            }
            .navigationTitle("Journal")
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                store.saveDraft()
            }
        }
    }
}

#Preview {
    JournalView()
}
