public import Diffing

// Reading what the mounted tree holds: the state a view created for itself,
// and a deterministic text dump of the tree.

extension ViewHost {
  /// The first `@State` or `@StateObject` value of a type, in tree order.
  ///
  /// Use it to reach a model a view created for itself:
  ///
  ///     let host = ViewHost(DashboardView())          // @State var vm = Model()
  ///     host.update { host.state(of: Model.self)?.title = "Bienvenue" }
  public func state<T>(of type: T.Type) -> T? {
    var stack = [reconciler.root]
    while let node = stack.popLast() {
      for slot in node.slots {
        if let storage = slot as? StateStorage<T> { return storage.value }
        if let holder = slot as? any ObjectHolding, let object = holder.heldObject as? T { return object }
      }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }

  /// The realized tree as indented text: one line per node that shows in paths.
  public var treeDescription: String {
    var lines: [String] = []
    func visit(_ node: GraphNode, depth: Int) {
      var nextDepth = depth
      let hasLeaf = node.leaf != nil
      if !node.label.isEmpty || hasLeaf {
        let leaf = node.leaf?.description ?? ""
        // A primitive's leaf already names it: `Text(hello)`, not `Text Text(hello)`.
        let kind = node.leaf.map(\.kind) ?? ""
        let label = kind.elementsEqual(node.label) ? "" : node.label
        let parts = [label, leaf].filter { !$0.isEmpty }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        nextDepth += 1
      }
      for child in node.children { visit(child, depth: nextDepth) }
    }
    visit(reconciler.root, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// The number of realized nodes, structural ones included.
  public var nodeCount: Int { reconciler.nodeCount - 1 }

  /// The values `@AppStorage` reads and writes in this host (in memory): a write here
  /// re-runs the views that read the key, as a write to `UserDefaults` would.
  public var appStorage: StorageStore { reconciler.appStorage }

  /// The values `@SceneStorage` reads and writes in this host's scene.
  public var sceneStorage: StorageStore { reconciler.sceneStorage }
}

/// A slot that holds a model object (`@StateObject`).
protocol ObjectHolding {
  var heldObject: AnyObject { get }
}

extension StateObject.ObjectSlot: ObjectHolding {
  var heldObject: AnyObject { object }
}

/// A snapshot of the realized tree: identities and what each primitive shows.
public struct RenderTree: RenderedNode, Sendable, Equatable {
  /// The node's identity among its siblings: its type and its key.
  public var key: String
  /// What the node shows, if it is a leaf.
  public var content: String?
  /// Its children.
  public var children: [RenderTree]
}

extension ViewHost {
  /// A snapshot of the realized tree, for comparing two moments with `TreeDifference`.
  public var renderTree: RenderTree {
    func snapshot(_ node: GraphNode) -> RenderTree {
      RenderTree(
        key: "\(node.label)|\(node.key.type)|\(node.key.child)",
        content: node.leaf?.description,
        children: node.children.map(snapshot))
    }
    return snapshot(reconciler.root)
  }
}

/// The realized tree as it shows in paths: custom views, containers and primitives.
public struct ViewOutline: Sendable, Equatable {
  /// The view's name (`TitleView`, `VStack`, `[3]` for a row).
  public var name: String
  /// The view's path from the root.
  public var path: String
  /// Whether the view has a body of its own (it counts as a body evaluation when it runs).
  public var hasBody: Bool
  /// What it shows, for primitives.
  public var leaf: String?
  /// The views below it.
  public var children: [ViewOutline]
}

extension ViewHost {
  /// The realized tree's views that show in paths, structural views left out.
  public var outline: [ViewOutline] {
    func collect(_ node: GraphNode) -> [ViewOutline] {
      let below = node.children.flatMap(collect)
      if node.label.isEmpty { return below }
      var hasBody = false
      if case .custom = node.kind { hasBody = true }
      return [
        ViewOutline(
          name: node.label, path: node.path, hasBody: hasBody,
          leaf: node.leaf?.description, children: below)
      ]
    }
    return collect(reconciler.root)
  }
}
