// Models SwiftUI's section containers (iOS 18): `Group(sections:transform:)` and
// `ForEach(sections:content:)` resolve a view into its sections, each a
// `SectionConfiguration` with its header, content and footer as subviews; content
// outside any section forms an implicit section of its own, as in SwiftUI. The
// transform and each section row run in their own tracking scope.
// Status: Partial. Differs: a `ForEach`'s rows are made when the container is
// expanded, to find the sections among them (not in the row's own scope), and a
// custom view's body is read there too, to find the sections it declares.

/// One section of a view a custom container resolved: its header, content and footer as subviews.
public struct SectionConfiguration: Identifiable {
  /// The identity of a section within its container.
  public struct ID: Hashable {
    let key: ChildKey
  }

  /// The section's identity.
  public var id: SectionConfiguration.ID
  /// The values the section gives its container.
  public var containerValues: ContainerValues
  /// The subviews of the section's header.
  public var header: SubviewsCollection
  /// The subviews of the section's footer.
  public var footer: SubviewsCollection
  /// The subviews of the section's content.
  public var content: SubviewsCollection
}

/// A section's parts, for the section containers.
@MainActor
protocol SectionParts {
  var partHeader: any View { get }
  var partContent: any View { get }
  var partFooter: any View { get }
}

extension Section: SectionParts {
  var partHeader: any View { header }
  var partContent: any View { showsContent ? content : EmptyView() }
  var partFooter: any View { footer }
}

/// The subviews of a part of a section, keyed below the section's key.
@MainActor
func resolveSubviews(of view: any View, under key: ChildKey) -> [Subview] {
  var rows = LazyRows(memos: [:])
  rows.append(view, key: key)
  return rows.specs.map { spec in
    var values = ContainerValues()
    switch spec.source {
    case .view(let view): (view as? any ContainerValueCarrying)?.applyContainerValues(to: &values)
    case .row(_, let content): (content.make() as? any ContainerValueCarrying)?.applyContainerValues(to: &values)
    }
    return Subview(id: Subview.ID(key: spec.key), containerValues: values, source: spec.source)
  }
}

/// The sections of a view; content outside a section forms an implicit one.
@MainActor
func resolveSections(of view: any View) -> [SectionConfiguration] {
  var sections: [SectionConfiguration] = []
  var loose: [(ChildKey, any View)] = []
  func closeLoose() {
    guard !loose.isEmpty else { return }
    let key = ChildKey.nested(loose[0].0, .some)
    let content = loose.flatMap { resolveSubviews(of: $0.1, under: $0.0) }
    sections.append(
      SectionConfiguration(
        id: .init(key: key), containerValues: ContainerValues(), header: SubviewsCollection(subviews: []),
        footer: SubviewsCollection(subviews: []), content: SubviewsCollection(subviews: content)))
    loose = []
  }
  func walk(_ view: any View, key: ChildKey) {
    if let section = view as? any SectionParts {
      closeLoose()
      var values = ContainerValues()
      (view as? any ContainerValueCarrying)?.applyContainerValues(to: &values)
      sections.append(
        SectionConfiguration(
          id: .init(key: key), containerValues: values,
          header: SubviewsCollection(subviews: resolveSubviews(of: section.partHeader, under: .nested(key, .index(0)))),
          footer: SubviewsCollection(subviews: resolveSubviews(of: section.partFooter, under: .nested(key, .index(2)))),
          content: SubviewsCollection(
            subviews: resolveSubviews(of: section.partContent, under: .nested(key, .index(1))))))
    } else if let tuple = view as? any ElementsListing {
      for (index, element) in tuple.listedElements.enumerated() { walk(element, key: .nested(key, .index(index))) }
    } else if let group = view as? any GroupContentListing {
      walk(group.groupContent, key: .nested(key, .content))
    } else if let rows = view as? any RowFlattening, !(view is any SectionParts) {
      var flattened = LazyRows(memos: [:])
      rows.appendRows(to: &flattened, key: key)
      for spec in flattened.specs {
        switch spec.source {
        case .view(let view): walk(view, key: spec.key)
        case .row(_, let content): walk(content.make(), key: spec.key)
        }
      }
    } else if !(view is any BuiltinView) {
      walk(customBody(of: view), key: .nested(key, .content))
    } else {
      loose.append((key, view))
    }
  }
  walk(view, key: .content)
  closeLoose()
  return sections
}

/// A custom view's body, walked for the sections it declares.
@MainActor
func customBody<V: View>(of view: V) -> any View { view.body }

/// Views listing their elements (a block of views).
@MainActor
protocol ElementsListing {
  var listedElements: [any View] { get }
}

extension TupleView: ElementsListing {
  var listedElements: [any View] { elements }
}

/// A group, whose content is walked for sections.
@MainActor
protocol GroupContentListing {
  var groupContent: any View { get }
}

extension Group: GroupContentListing {
  var groupContent: any View { content }
}

/// The sections of a view, handed to a custom container.
public struct SectionCollection: RandomAccessCollection {
  let sections: [SectionConfiguration]
  /// A section.
  public typealias Element = SectionConfiguration
  /// A position.
  public typealias Index = Int
  /// The positions.
  public typealias Indices = Range<Int>
  /// Iterates the sections.
  public typealias Iterator = IndexingIterator<SectionCollection>
  /// A range of the sections.
  public typealias SubSequence = Slice<SectionCollection>
  /// The first section's position.
  public var startIndex: Int { 0 }
  /// The position after the last section.
  public var endIndex: Int { sections.count }
  /// The section at a position.
  public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The sections of a view, as the data of `ForEach(sections:content:)`.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
  let sections: [SectionConfiguration]
  /// A section.
  public typealias Element = SectionConfiguration
  /// A position.
  public typealias Index = Int
  /// The positions.
  public typealias Indices = Range<Int>
  /// Iterates the sections.
  public typealias Iterator = IndexingIterator<ForEachSectionCollection<Content>>
  /// A range of the sections.
  public typealias SubSequence = Slice<ForEachSectionCollection<Content>>
  /// The first section's position.
  public var startIndex: Int { 0 }
  /// The position after the last section.
  public var endIndex: Int { sections.count }
  /// The section at a position.
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// A custom container's body over the sections of a view.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View, BuiltinView {
  let sections: Sections
  let transform: (SectionCollection) -> Content
  public typealias Body = Never
  public var body: Never { builtinBody() }
  package func expand(into expansion: inout Expansion) {
    expansion.showsInPath = false
    let collection = SectionCollection(sections: resolveSections(of: sections))
    let transform = self.transform
    expansion.children.append(
      ChildSpec(key: .content, source: .row(label: "", content: RowContent { transform(collection) })))
  }
}

extension Group {
  /// A custom container: the transform makes its body from the sections of a view,
  /// in a tracking scope of its own.
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.init { GroupSectionsOfContent(sections: view, transform: transform) }
  }
}

extension ForEach {
  /// A row per section of a view, identified by the section's identity.
  public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
  where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
    self.init(ForEachSectionCollection(sections: resolveSections(of: view)), id: \.id, content: content)
  }
}
