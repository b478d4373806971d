import Combine
import SwiftUI

final class ForecastModel: ObservableObject {
    @Published var city = "Oslo"
    @Published var degrees = 4

    func warmUp() { degrees += 1 }
}

struct ForecastView: View {
    @EnvironmentObject var model: ForecastModel

    var body: some View {
        VStack {
            Text(model.city)
            Text("\(model.degrees)°")
            Button("Warmer") { model.warmUp() }
        }
    }
}

struct ForecastView_Previews: PreviewProvider {
    static var previews: some View {
        ForecastView()
            .environmentObject(ForecastModel())
    }
}

@main
struct WeatherApp: App {
    @StateObject private var model = ForecastModel()

    var body: some Scene {
        WindowGroup {
            ForecastView()
                .environmentObject(model)
        }
    }
}
