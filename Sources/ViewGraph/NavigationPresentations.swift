public import ViewGraphCore

// Models the presentation surface whose signatures take `CGFloat`, `UnitPoint` or
// `LocalizedError`: popovers (presented like sheets, Presentation.swift: content
// realized only while presented, as a child named `popover`), alerts about an error
// (presented while the binding is true and there is an error, titled by its
// description), sheet heights by fraction, height or a custom detent, and the
// presentation's corner radius and column widths, which are values shown as leaves.
// Status: Complete for presentations; anchors, arrow edges and sizes are values of
// no effect (nothing is laid out).

/// Where a popover is attached.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view (`.rect(.bounds)`: all of it).
  case rect(Anchor.Source)
  /// A point of the view.
  case point(UnitPoint)

  /// The source of an attachment rectangle.
  public enum Anchor: Sendable {
    /// A source of rectangles.
    public struct Source: Sendable {
      let name: String
      /// The view's bounds.
      public static var bounds: Source { Source(name: "bounds") }
      /// A rectangle of the view.
      public static func rect(_ r: CGRect) -> Source {
        Source(name: "(\(Double(r.origin.x)), \(Double(r.origin.y)), \(Double(r.width)), \(Double(r.height)))")
      }
    }
  }
}

extension View {
  /// Presents a popover while `isPresented` is true; its content is realized only then.
  ///
  /// - Parameters:
  ///   - isPresented: Whether it is presented.
  ///   - attachmentAnchor: Where it is attached.
  ///   - arrowEdge: The edge its arrow points from.
  ///   - content: Its content.
  /// - Returns: The view with its popover.
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting("popover", isPresented: isPresented, onDismiss: nil, content: content)
  }

  /// Presents a popover for an item while it is not `nil`; another id is another popover.
  ///
  /// - Parameters:
  ///   - item: The item presented.
  ///   - attachmentAnchor: Where it is attached.
  ///   - arrowEdge: The edge its arrow points from.
  ///   - content: Its content, for the item.
  /// - Returns: The view with its popover.
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting("popover", item: item, onDismiss: nil, content: content)
  }

  /// Presents a popover attached at an anchor while `isPresented` is true.
  ///
  /// - Parameters:
  ///   - isPresented: Whether it is presented.
  ///   - attachmentAnchor: Where it is attached.
  ///   - content: Its content.
  /// - Returns: The view with its popover.
  @_disfavoredOverload
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting("popover", isPresented: isPresented, onDismiss: nil, content: content)
  }

  /// Presents a popover attached at an anchor for an item while it is not `nil`.
  ///
  /// - Parameters:
  ///   - item: The item presented.
  ///   - attachmentAnchor: Where it is attached.
  ///   - content: Its content, for the item.
  /// - Returns: The view with its popover.
  @_disfavoredOverload
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting("popover", item: item, onDismiss: nil, content: content)
  }

  /// Presents an alert about an error while `isPresented` is true and there is an
  /// error, titled by its description; a button tapped in it runs, then dismisses it.
  ///
  /// - Parameters:
  ///   - isPresented: Whether it is presented.
  ///   - error: The error.
  ///   - actions: Its buttons.
  /// - Returns: The view with its alert.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    let built = actions()
    return alerting(
      "alert", title: error.map(errorTitle) ?? "", isPresented: isPresented, presenting: error,
      actions: { _ in built }, message: nil as ((E) -> EmptyView)?)
  }

  /// Presents an alert about an error, with a message, while `isPresented` is true and
  /// there is an error.
  ///
  /// - Parameters:
  ///   - isPresented: Whether it is presented.
  ///   - error: The error.
  ///   - actions: Its buttons, for the error.
  ///   - message: Its message, for the error.
  /// - Returns: The view with its alert.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    let built = error.map { (actions($0), message($0)) }
    return alerting(
      "alert", title: error.map(errorTitle) ?? "", isPresented: isPresented, presenting: built,
      actions: { $0.0 }, message: { $0.1 })
  }

  /// Sets the corner radius of a presentation.
  nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedContent<Self, VisualModifier> {
    visual("presentationCornerRadius", cornerRadius.map { "\(Double($0))" } ?? "nil")
  }

  /// Sets the width of a split view's column.
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationSplitViewColumnWidth", "\(Double(width))")
  }

  /// Sets the widths a split view's column may take.
  ///
  /// - Parameters:
  ///   - min: The least width.
  ///   - ideal: The width it takes first.
  ///   - max: The largest width.
  /// - Returns: The view with its column's widths.
  nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("navigationSplitViewColumnWidth", widths(min: min, ideal: ideal, max: max))
  }

  /// Sets the width of an inspector's column.
  nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, VisualModifier> {
    visual("inspectorColumnWidth", "\(Double(width))")
  }

  /// Sets the widths an inspector's column may take.
  ///
  /// - Parameters:
  ///   - min: The least width.
  ///   - ideal: The width it takes first.
  ///   - max: The largest width.
  /// - Returns: The view with its column's widths.
  nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> ModifiedContent<Self, VisualModifier>
  {
    visual("inspectorColumnWidth", widths(min: min, ideal: ideal, max: max))
  }

  /// Sets the document a navigation title stands for.
  nonisolated public func navigationDocument(_ url: URL) -> ModifiedContent<Self, VisualModifier> {
    visual("navigationDocument", url.absoluteString)
  }
}

extension TabContent {
  /// Presents a popover from the tab's bar item while `isPresented` is true; its
  /// content is realized only then.
  ///
  /// - Parameters:
  ///   - isPresented: Whether it is presented.
  ///   - attachmentAnchor: Where it is attached.
  ///   - arrowEdge: The edge its arrow points from.
  ///   - content: Its content.
  /// - Returns: The tab with its popover.
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> TabModified<Self> {
    TabModified(base: self, name: "popover") { label in
      func present<L: View>(_ label: L) -> any View {
        label.presenting("popover", isPresented: isPresented, onDismiss: nil, content: content)
      }
      return present(label)
    }
  }

  /// Presents a popover from the tab's bar item for an item while it is not `nil`.
  ///
  /// - Parameters:
  ///   - item: The item presented.
  ///   - attachmentAnchor: Where it is attached.
  ///   - arrowEdge: The edge its arrow points from.
  ///   - content: Its content, for the item.
  /// - Returns: The tab with its popover.
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> TabModified<Self> {
    TabModified(base: self, name: "popover") { label in
      func present<L: View>(_ label: L) -> any View {
        label.presenting("popover", item: item, onDismiss: nil, content: content)
      }
      return present(label)
    }
  }
}

/// An error's title in an alert: its description.
private func errorTitle(_ error: some LocalizedError) -> String {
  error.errorDescription ?? error.localizedDescription
}

/// Column widths as shown.
private func widths(min: CGFloat?, ideal: CGFloat, max: CGFloat?) -> String {
  let shown = { (width: CGFloat?) in width.map { "\(Double($0))" } ?? "nil" }
  return "min: \(shown(min)), ideal: \(Double(ideal)), max: \(shown(max))"
}

// MARK: - Detents

extension PresentationDetent {
  /// A height a custom detent computes.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(name: "custom(\(D.self))")
  }

  /// What a custom detent knows when it computes its height.
  @dynamicMemberLookup
  public struct Context {
    /// The largest height a detent may have.
    public var maxDetentValue: CGFloat
    let environment: EnvironmentValues

    /// An environment value where the sheet is.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
  }
}

/// A sheet height the app computes.
public protocol CustomPresentationDetent {
  /// What the detent knows.
  typealias Context = PresentationDetent.Context
  /// The height, in a context; `nil` hides the detent.
  static func height(in context: Context) -> CGFloat?
}
