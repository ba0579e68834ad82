import ViewGraph

@Observable
final class Tally {
  var count = 0
  var title = "Tally"
}

struct TallyScreen: View {
  let tally: Tally
  @State private var showsHelp = false

  var body: some View {
    NavigationStack {
      VStack {
        TallyTitle(tally: tally)
        Text("\(tally.count)")
        Button("Add") { tally.count += 1 }
        Button { tally.count = 0 } label: { Image(systemName: "arrow.counterclockwise") }
        Button("Help") { showsHelp = true }
      }
      .sheet(isPresented: $showsHelp) {
        Button("Close") { showsHelp = false }
      }
    }
  }
}

private struct TallyTitle: View {
  let tally: Tally
  var body: some View { Text(tally.title) }
}

extension Tally {
  fileprivate static var started: Tally {
    let tally = Tally()
    tally.count = 3
    return tally
  }
}

/// The preview "Preview 1" of this file, as a view its test explores (written by
/// `rerender port --tests`).
public struct TallyScreenPreview: View {
  public init() {}
  public var body: some View {
    TallyScreen(tally: Tally())
  }
}

/// The preview "Started" of this file, as a view its test explores (written by
/// `rerender port --tests`).
public struct TallyScreenPreviewStarted: View {
  public init() {}
  public var body: some View {
    TallyScreen(tally: .started)
  }
}

/// The preview "Renamed" of this file, as a view its test explores (written by
/// `rerender port --tests`; its `@Previewable` declarations are the view's state).
public struct TallyScreenPreviewRenamed: View {
  @State var name = "Score"
  public init() {}
  public var body: some View {
    VStack {
      TextField("Name", text: $name)
      TallyTitle(tally: {
        let tally = Tally()
        tally.title = name
        return tally
      }())
    }
  }
}
