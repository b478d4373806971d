import Charts
import SwiftUI

struct ProfileView: View {
    @State private var name = "Ada"

    var body: some View {
        VStack {
            #if canImport(UIKit)
                Text("iPhone: \(name)")
            #elseif canImport(AppKit)
                Text("Mac: \(name)")
            #endif
            #if swift(>=6.0) && targetEnvironment(simulator)
                Text("simulator")
            #endif
            #if compiler(<5.9) || !DEBUG
                Text("never shown")
            #endif
            TextField("Name", text: $name)
        }
    }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView()
    }
}
