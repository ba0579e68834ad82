import ViewGraph

// A weather screen: a gradient background, a header sized by a geometry reader,
// an hourly strip of symbols, a unit toggle that only the temperatures read.

@Observable
final class Forecast {
  var city = "Lyon"
  var temperatures = [12.0, 14, 15, 13, 11]
  var useFahrenheit = false
  var condition = "cloud.sun"
}

struct TemperatureLabel: View {
  let forecast: Forecast
  let celsius: Double
  var body: some View {
    let value = forecast.useFahrenheit ? celsius * 9 / 5 + 32 : celsius
    Text("\(value, specifier: "%.0f")°")
  }
}

struct HourColumn: View {
  let forecast: Forecast
  let hour: Int
  var body: some View {
    VStack(spacing: 6) {
      Text("\(9 + hour)h").font(.caption)
      Image(systemName: forecast.condition)
        .symbolRenderingMode(.multicolor)
        .imageScale(.large)
      TemperatureLabel(forecast: forecast, celsius: forecast.temperatures[hour])
    }
  }
}

struct WeatherScreen: View {
  @Bindable var forecast: Forecast

  var body: some View {
    ZStack {
      LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
        .ignoresSafeArea()
      VStack {
        GeometryReader { proxy in
          Text(forecast.city)
            .font(.system(size: proxy.size.width / 10))
            .frame(width: proxy.size.width)
        }
        .frame(height: 80)
        HStack {
          ForEach(0..<5) { hour in HourColumn(forecast: forecast, hour: hour) }
        }
        Toggle("°F", isOn: $forecast.useFahrenheit)
          .toggleStyle(.switch)
          .padding()
      }
    }
  }
}
