import Observation
import SwiftUI

@Observable
final class Tally {
    var count = 0
    var note = ""
}

struct TallyView: View {
    @State private var tally = Tally()
    @State private var label = "Tally"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(label): \(tally.count)")
            Button("Count") { tally.count += 1 }
            TextField("Label", text: $label)
        }
    }
}

#Preview {
    TallyView()
}
