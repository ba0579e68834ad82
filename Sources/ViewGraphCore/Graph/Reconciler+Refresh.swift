// What a built-in view depends on besides its value: the bindings controls show
// (re-read after every flush), the state a container's children follow (a
// collapsible section, a disclosure group, a tab view's selection), the environment
// a view reads itself (a geometry reader, a formatted text), a scroll reader's
// proxy, and list editing actions.

extension Reconciler {
  /// Records what an expansion said the node depends on.
  func noteDependencies(of node: GraphNode, _ expansion: Expansion) {
    if let target = expansion.scrollTarget, target.scroll == nil { connect(target, to: node) }
    if expansion.editActions.isEmpty {
      if !editableNodes.isEmpty { editableNodes.removeValue(forKey: node.id) }
    } else {
      editableNodes[node.id] = expansion.editActions
    }
    if expansion.readsEnvironment { environmentReaders.insert(node.id) }
    if let signature = expansion.stateSignature {
      stateSignatures[node.id] = signature
    } else if !stateSignatures.isEmpty {
      stateSignatures.removeValue(forKey: node.id)
    }
  }

  /// Re-reads the bound values of controls (a text field shows its binding's value
  /// even when no body re-ran), and expands again the views whose children follow a
  /// binding that changed (a collapsible section).
  func refreshControls() {
    // A view expanded again may change what another follows (a destination pushed
    // on its stack): look again until nothing changes, a few rounds at most.
    var rounds = 0
    var changed = true
    while changed && rounds < 8 {
      changed = false
      rounds += 1
      for id in stateSignatures.keys.sorted() {
        guard let node = nodes[id], let expansion = reExpansion(of: node) else {
          stateSignatures.removeValue(forKey: id)
          continue
        }
        if expansion.stateSignature != stateSignatures[id] {
          // A lazy container keeps its matched rows; only rows shown or hidden change.
          expand(node, first: false, refreshMatched: !lazyContainers.contains(id))
          changed = true
        }
      }
    }
    for id in controlNodes.sorted() {
      guard let node = nodes[id], let expansion = reExpansion(of: node) else {
        controlNodes.remove(id)
        continue
      }
      updateLeaf(node, expansion.leaf, first: false)
    }
  }

  /// What a live built-in node would expand to now, without applying it.
  private func reExpansion(of node: GraphNode) -> Expansion? {
    guard node.isAlive, let builtin = asBuiltin(node.value) else { return nil }
    var expansion = Expansion()
    expansion.memo = node.memo
    expansion.environment = node.environment
    builtin.expand(into: &expansion)
    return expansion
  }
}
