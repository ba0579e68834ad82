public import ViewGraph

// A screen the command line explores: a name, and how to make the screen with its
// sample data (a fresh value, models included, for every mount).

/// A screen `rerender explore <id>` explores: every control driven once, each from a
/// fresh mount made by the closure.
///
///     ExplorableScreen("library", title: "The library, ObservableObject") {
///       LibraryScreen(model: LibraryModel.sample())
///     }
///
/// Give it to ``RerenderCLI/main(scenarios:screens:)`` in an executable of your own.
public struct ExplorableScreen: Sendable, Identifiable {
  /// The kebab-case id the command line takes, such as `notes`.
  public var id: String
  /// A one-line title.
  public var title: String
  /// The screen's type, as an exploration names it.
  public var screen: String
  private let run: @MainActor @Sendable (ExploreOptions, Duration?) async -> Exploration

  /// Creates a screen to explore.
  ///
  /// - Parameters:
  ///   - id: The id `rerender explore` takes.
  ///   - title: A one-line title, for `rerender list`.
  ///   - make: Makes the screen and its models, anew for every mount, so that each
  ///     interaction starts from the same state.
  public init<Screen: View>(_ id: String, title: String, _ make: @escaping @MainActor @Sendable () -> Screen) {
    self.id = id
    self.title = title
    screen = exploredName(of: Screen.self)
    run = { options, quiet in
      if let quiet { return await ViewGraph.explore(settling: quiet, options: options, make) }
      return ViewGraph.explore(options: options, make)
    }
  }

  /// Explores the screen: at once, or settled after every interaction when `quiet`
  /// is given (see ``ViewGraph/explore(settling:options:_:)``).
  @MainActor
  public func explore(options: ExploreOptions = ExploreOptions(), settling quiet: Duration? = nil) async
    -> Exploration
  {
    await run(options, quiet)
  }
}

/// A type's name without its module or generic arguments.
private func exploredName(of type: Any.Type) -> String {
  let name = String(describing: type)
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}

extension Catalog {
  /// The built-in screens `rerender explore` knows, each a catalog screen with its
  /// sample data.
  public static var screens: [ExplorableScreen] {
    [
      ExplorableScreen("notes-legacy", title: "Notes with an editor sheet, ObservableObject") {
        LegacyNotesScreen(model: LegacyNotesModel())
      },
      ExplorableScreen("notes", title: "Notes with an editor sheet, @Observable") {
        NotesScreen(model: NotesModel())
      },
      ExplorableScreen("library-legacy", title: "A document list with a search field, ObservableObject") {
        LegacyLibraryScreen()
      },
      ExplorableScreen("library", title: "A document list with a search field, @Observable, reads pushed down") {
        PushedDownLibraryScreen(library: ObservableLibrary())
      },
    ]
  }
}
