import ViewGraph

// A plant-care grid: tiles in a `LazyVGrid` over an @Observable greenhouse, each
// with iOS 17 shapes (`UnevenRoundedRectangle(cornerRadii:)`, `.containerShape`) and
// a condensed `Font.Width`, tapped to open an editor in `.sheet(item:)`; a banner
// overlay counting thirsty plants; the editor binds a stepper into the greenhouse
// and dismisses itself after watering.
// Counts: presenting re-runs only the sheet's content, as the screen passes
// `$editing` (Q3, Q14); an edit in the sheet re-runs every view that read `plants`
// (Q6) and the one tile whose plant changed (Q2); dismissing unmounts the editor.

@Observable
final class Greenhouse {
  struct Plant: Identifiable, Equatable {
    let id: Int
    let name: String
    var waterEveryDays: Int
    var daysSinceWatered: Int

    var needsWater: Bool { daysSinceWatered >= waterEveryDays }
  }

  var plants = [
    Plant(id: 1, name: "Monstera", waterEveryDays: 7, daysSinceWatered: 8),
    Plant(id: 2, name: "Cactus", waterEveryDays: 21, daysSinceWatered: 3),
    Plant(id: 3, name: "Fern", waterEveryDays: 3, daysSinceWatered: 3),
    Plant(id: 4, name: "Pothos", waterEveryDays: 10, daysSinceWatered: 2),
  ]
}

struct PlantTile: View {
  let plant: Greenhouse.Plant

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(plant.name).font(.headline.width(.condensed))
      Text(plant.needsWater ? "Water today" : "In \(plant.waterEveryDays - plant.daysSinceWatered) days")
        .font(.caption)
    }
    .padding()
    .background(
      UnevenRoundedRectangle(
        cornerRadii: RectangleCornerRadii(topLeading: 20, bottomLeading: 4, bottomTrailing: 20, topTrailing: 4)
      )
      .fill(plant.needsWater ? Color.orange.opacity(0.2) : Color.green.opacity(0.2))
    )
    .containerShape(RoundedRectangle(cornerRadius: 20))
  }
}

struct ThirstyBanner: View {
  let greenhouse: Greenhouse

  var body: some View {
    let thirsty = greenhouse.plants.filter(\.needsWater).count
    if thirsty > 0 {
      Text("\(thirsty) plants need water")
        .padding(8)
        .background(Capsule().fill(.orange))
    }
  }
}

struct PlantEditor: View {
  @Bindable var greenhouse: Greenhouse
  let plantID: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    if let index = greenhouse.plants.firstIndex(where: { $0.id == plantID }) {
      NavigationStack {
        Form {
          Stepper(
            "Every \(greenhouse.plants[index].waterEveryDays) days",
            value: $greenhouse.plants[index].waterEveryDays, in: 1...30)
          Button("Watered Today") {
            greenhouse.plants[index].daysSinceWatered = 0
            dismiss()
          }
        }
        .navigationTitle(greenhouse.plants[index].name)
      }
    }
  }
}

struct PlantCareScreen: View {
  let greenhouse: Greenhouse
  @State private var editing: Greenhouse.Plant?

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 140))], spacing: 12) {
        ForEach(greenhouse.plants) { plant in
          PlantTile(plant: plant)
            .onTapGesture { editing = plant }
        }
      }
      .padding()
    }
    .overlay(alignment: .bottom) { ThirstyBanner(greenhouse: greenhouse) }
    .sheet(item: $editing) { plant in
      PlantEditor(greenhouse: greenhouse, plantID: plant.id)
    }
  }
}
