import BezelDevices
import BezelSupport

/// `portrait-upside-down` in `orientations` (KEYBOARD §4.3): a scene listing it must select at
/// least one device that turns upside-down (an iPad or a home-button iPhone; Face ID iPhones
/// never do, KB80–KB83); mixed selections draw it only on those (`SceneFile.jobs()`).
extension SceneDecoder {
    func checkUpsideDown(_ node: DocumentNode, devices: DeviceSelection) throws(SourceError) {
        let items: [DocumentNode] = if case .sequence(let list) = node.value { list } else { [node] }
        guard let index = items.firstIndex(where: { if case .scalar("portrait-upside-down", _) = $0.value { true } else { false } }) else {
            return
        }
        let selected: [Device] =
            switch devices {
            case .all: Catalog.all
            case .family(let family): Catalog.devices(in: family)
            case .list(let ids): ids.map { Catalog[$0.value] }
            }
        guard !selected.contains(where: \.allowsUpsideDown) else { return }
        let field = items.count == 1 && items[0].position == node.position ? "orientations" : "orientations[\(index)]"
        throw error(
            items[index], field,
            "none of the selected devices turns upside-down: Face ID iPhones never do; iPads and home-button iPhones can")
    }
}
