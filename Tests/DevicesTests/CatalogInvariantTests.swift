import BezelDevices
import BezelGeometry
import Testing

/// Properties every catalog entry must have, whatever its figures.
struct CatalogInvariantTests {
    @Test func everyIDHasExactlyOneDeviceInDeclarationOrder() {
        #expect(Catalog.all.map(\.id) == DeviceID.allCases)
        #expect(Catalog.all.count == 93)
        #expect(Catalog.devices(in: .iphone).count == 49)
        #expect(Catalog.devices(in: .ipad).count == 44)
    }

    @Test(arguments: DeviceID.allCases)
    func wellFormed(deviceID: DeviceID) {
        let device = Catalog[deviceID]
        let id = deviceID.rawValue
        #expect(!device.supportedOS.isEmpty, "\(id) runs no modelled iOS")
        #expect(!device.identifiers.isEmpty)
        #expect(id.hasPrefix(device.family.rawValue))
        // The first era must cover the oldest version the model ran.
        #expect(device.chrome.first!.since <= device.supportedOS.first!, "\(id) chrome starts too late")
        #expect(device.chrome.map(\.since) == device.chrome.map(\.since).sorted())
        for os in device.supportedOS {
            let era = device.chrome(for: os)
            #expect((era.portraitSafeArea == nil) == (os < .ios11), "\(id) \(os.rawValue) safe-area presence")
            #expect((era.landscapeSafeArea == nil) == (os < .ios11))
            if let landscape = era.landscapeSafeArea?.value {
                #expect(landscape.left == landscape.right, "\(id): landscape sides are equal on every model")
            }
        }
        // Face ID iPhones and rounded iPads have a home indicator; home-button models do not.
        #expect((device.homeIndicator != nil) == (device.screen.cornerRadius.value > 0))
        let pixels = device.screen.renderedPixels
        #expect(Double(pixels.width) == device.screen.points.width * device.screen.scale)
    }

    @Test func everyUncertainFigureSaysWhy() {
        for device in Catalog.all {
            var provenances = [device.screen.cornerRadius.provenance, device.firstMajorOS.provenance]
            for era in device.chrome {
                provenances += [era.statusBarHeight.provenance, era.landscapeStatusBar.provenance]
                provenances += [era.portraitSafeArea?.provenance, era.landscapeSafeArea?.provenance].compactMap { $0 }
            }
            switch device.sensorHousing {
            case .none: break
            case .notch(let notch): provenances.append(notch.provenance)
            case .dynamicIsland(let island): provenances.append(island.provenance)
            }
            for provenance in provenances {
                #expect(!provenance.sources.isEmpty, "\(device.id.rawValue) has an unsourced figure")
                if provenance.confidence >= .inferred {
                    #expect(provenance.note?.isEmpty == false, "\(device.id.rawValue): inferred or estimated figure without its basis")
                }
            }
        }
    }

    @Test func suggestionsForTypos() {
        #expect(Catalog.suggestions(for: "iphone-15pro").first == "iphone-15-pro")
        #expect(Catalog.suggestions(for: "iPhone-X").first == "iphone-x")
        #expect(Catalog.suggestions(for: "galaxy-s24-ultra-max").isEmpty)
    }
}
