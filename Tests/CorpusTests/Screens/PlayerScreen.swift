import ViewGraph

// Player controls: symbol buttons with a custom button style, a position
// slider, a title that does not read the position.

@Observable
final class Player {
  var isPlaying = false
  var position = 0.0
  var title = "Track 1"
}

struct ScaleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .scaleEffect(configuration.isPressed ? 0.9 : 1)
      .padding(12)
      .background(Circle().fill(Color.gray.opacity(0.15)))
  }
}

struct TrackTitle: View {
  let player: Player
  var body: some View { Text(player.title).font(.headline).lineLimit(1) }
}

struct PlayButton: View {
  let player: Player
  var body: some View {
    Button {
      player.isPlaying.toggle()
    } label: {
      Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
    }
    .accessibilityLabel(player.isPlaying ? "Pause" : "Play")
  }
}

struct PlayerScreen: View {
  @Bindable var player: Player

  var body: some View {
    VStack(spacing: 20) {
      TrackTitle(player: player)
      Slider(value: $player.position, in: 0...180) { Text("Position") }
      HStack(spacing: 24) {
        Button {
          player.position = 0
        } label: {
          Image(systemName: "backward.fill")
        }
        PlayButton(player: player)
        Button {
          player.position = 180
        } label: {
          Image(systemName: "forward.fill")
        }
      }
      .buttonStyle(ScaleButtonStyle())
    }
    .padding()
  }
}
