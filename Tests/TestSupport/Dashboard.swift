public import Observation
public import ViewGraph

// The dashboard of the articles' migration story, shared by the tests: a title and
// ten counter cells over one model, in each code shape the tests compare (see
// Documentation/Rules.md, seed claim (c)). Type names are what `_printChanges`
// prints, so the tests' expected lines name these types.

// MARK: - @Observable

/// The dashboard's model under `@Observable`.
@Observable public final class DashboardModel {
  public var title = "Accueil"
  public var counter = 0
  public init() {}
}

/// Shows the title: reads `model.title` in its own body.
public struct TitleView: View {
  public let model: DashboardModel
  public init(model: DashboardModel) { self.model = model }
  public var body: some View { Text(model.title) }
}

/// Shows the counter: reads `model.counter` in its own body.
public struct CounterCell: View {
  public let model: DashboardModel
  public init(model: DashboardModel) { self.model = model }
  public var body: some View { Text("\(model.counter)") }
}

/// The reference passed down; the parent reads nothing.
public struct DashboardView: View {
  public let model: DashboardModel
  public init(model: DashboardModel) { self.model = model }
  public var body: some View {
    VStack {
      TitleView(model: model)
      ForEach(0..<10, id: \.self) { _ in CounterCell(model: model) }
    }
  }
}

/// The code of the article “Fiche 15.06 — Performance SwiftUI” §4: the model in `@State`, the parent reads `vm.title` and
/// `vm.counter` and passes values down.
public struct SeedDashboardView: View {
  @State var vm = DashboardModel()
  public init() {}
  public var body: some View {
    VStack {
      SeedTitleView(title: vm.title)
      ForEach(0..<10, id: \.self) { _ in SeedCounterCell(value: vm.counter) }
    }
  }
}

/// A title given as a value.
public struct SeedTitleView: View {
  let title: String
  public var body: some View { Text(title) }
}

/// A counter given as a value.
public struct SeedCounterCell: View {
  let value: Int
  public var body: some View { Text("\(value)") }
}

/// The title reading the model from `@Environment(DashboardModel.self)`.
public struct EnvironmentTitleView: View {
  @Environment(DashboardModel.self) var model
  public var body: some View { Text(model.title) }
}

/// The counter reading the model from `@Environment(DashboardModel.self)`.
public struct EnvironmentCounterCell: View {
  @Environment(DashboardModel.self) var model
  public var body: some View { Text("\(model.counter)") }
}

/// The model injected with `.environment(model)`; the parent reads nothing.
public struct EnvironmentDashboardView: View {
  public init() {}
  public var body: some View {
    VStack {
      EnvironmentTitleView()
      ForEach(0..<10, id: \.self) { _ in EnvironmentCounterCell() }
    }
  }
}

// MARK: - ObservableObject

/// The dashboard's model under `ObservableObject`.
public final class LegacyDashboard: ObservableObject {
  @Published public var title = "Accueil"
  @Published public var counter = 0
  public init() {}
}

/// Observes the whole model, shows the title.
public struct LegacyTitle: View {
  @ObservedObject var model: LegacyDashboard
  public var body: some View { Text(model.title) }
}

/// Observes the whole model, shows the counter.
public struct LegacyCell: View {
  @ObservedObject var model: LegacyDashboard
  public var body: some View { Text("\(model.counter)") }
}

/// The children observe; the parent holds a plain `let`.
public struct LegacyPlainParent: View {
  let model: LegacyDashboard
  public init(model: LegacyDashboard) { self.model = model }
  public var body: some View {
    VStack {
      LegacyTitle(model: model)
      ForEach(0..<10, id: \.self) { _ in LegacyCell(model: model) }
    }
  }
}

/// Reads the model from `@EnvironmentObject`, shows the title.
public struct LegacyEnvTitle: View {
  @EnvironmentObject var model: LegacyDashboard
  public var body: some View { Text(model.title) }
}

/// Reads the model from `@EnvironmentObject`, shows the counter.
public struct LegacyEnvCell: View {
  @EnvironmentObject var model: LegacyDashboard
  public var body: some View { Text("\(model.counter)") }
}

/// The model injected with `.environmentObject(model)`.
public struct LegacyEnvironmentParent: View {
  public init() {}
  public var body: some View {
    VStack {
      LegacyEnvTitle()
      ForEach(0..<10, id: \.self) { _ in LegacyEnvCell() }
    }
  }
}

/// The parent owns the model in `@StateObject`; the children observe it.
public struct LegacyOwningParent: View {
  @StateObject var model = LegacyDashboard()
  public init() {}
  public var body: some View {
    VStack {
      LegacyTitle(model: model)
      ForEach(0..<10, id: \.self) { _ in LegacyCell(model: model) }
    }
  }
}

/// A title given as a value.
public struct ValueTitle: View {
  let title: String
  public var body: some View { Text(title) }
}

/// A counter given as a value.
public struct ValueCell: View {
  let counter: Int
  public var body: some View { Text("\(counter)") }
}

/// The parent owns the model in `@StateObject` and passes values down.
public struct LegacyValueParent: View {
  @StateObject var model = LegacyDashboard()
  public init() {}
  public var body: some View {
    VStack {
      ValueTitle(title: model.title)
      ForEach(0..<10, id: \.self) { _ in ValueCell(counter: model.counter) }
    }
  }
}

extension ViewHost {
  /// The `ObservableObject` model a mounted dashboard created for itself.
  public var legacyDashboard: LegacyDashboard? { state(of: LegacyDashboard.self) }
  /// The `@Observable` model a mounted dashboard created for itself.
  public var dashboardModel: DashboardModel? { state(of: DashboardModel.self) }
}
