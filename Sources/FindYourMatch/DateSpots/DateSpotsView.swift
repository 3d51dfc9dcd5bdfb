import MapKit
import SwiftUI

/// The Date spots tab: the series' LocationsView. A full-screen map with a pin per place, the "Name, City"
/// header that opens the list of places, and the preview card of the selected place.
public struct DateSpotsView: View {
  @StateObject private var vm = DateSpotsViewModel()

  public init() {}

  public var body: some View {
    DateSpotsScreen()
      .environmentObject(vm)
  }
}

struct DateSpotsScreen: View {
  @EnvironmentObject private var vm: DateSpotsViewModel

  var body: some View {
    ZStack {
      mapLayer
        .ignoresSafeArea()

      VStack(spacing: 0) {
        header
          .padding()
          // The open list takes the room down to the card before the spacer does.
          .layoutPriority(1)

        Spacer()

        locationsPreviewStack
      }
    }
    .sheet(item: $vm.sheetLocation) { location in
      LocationDetailView(location: location)
        .environmentObject(vm)
    }
  }
}

extension DateSpotsScreen {
  private var mapLayer: some View {
    Map(
      coordinateRegion: $vm.mapRegion,
      annotationItems: vm.locations,
      annotationContent: { location in
        MapAnnotation(coordinate: location.coordinates) {
          LocationMapAnnotationView(spot: location)
            .scaleEffect(vm.mapLocation == location ? 1 : 0.7)
            .shadow(radius: 10)
            .onTapGesture {
              vm.showNextLocation(location: location)
            }
        }
      })
  }

  private var header: some View {
    VStack {
      Button(action: vm.toggleLocationsList) {
        (Text(place: vm.mapLocation.name) + Text(", ", bundle: .module)
          + Text(place: vm.mapLocation.cityName))
          .font(.title2)
          .fontWeight(.black)
          .foregroundColor(.primary)
          .frame(height: 55)
          .frame(maxWidth: .infinity)
          .overlay(alignment: .leading) {
            Image(systemName: "arrow.down")
              .font(.headline)
              .foregroundColor(.primary)
              .padding()
              .rotationEffect(Angle(degrees: vm.showLocationsList ? 180 : 0))
          }
      }
      .buttonStyle(.plain)

      if vm.showLocationsList {
        LocationsListView()
      }
    }
    .background(.thickMaterial)
    .cornerRadius(10)
    .shadow(color: Color.black.opacity(0.3), radius: 20, x: 0, y: 15)
  }

  private var locationsPreviewStack: some View {
    ZStack {
      ForEach(vm.locations) { location in
        if vm.mapLocation == location {
          LocationPreviewView(location: location)
            .shadow(color: .black.opacity(0.3), radius: 20)
            .padding()
            .transition(
              .asymmetric(
                insertion: .move(edge: .trailing),
                removal: .move(edge: .leading)))
        }
      }
    }
  }
}

/// The dropdown list of every place; a row selects it and closes the list.
struct LocationsListView: View {
  @EnvironmentObject private var vm: DateSpotsViewModel

  var body: some View {
    // Every place while they fit; scrolling once they do not (nine places between the header and the preview
    // card on a phone), as the series' List does, rather than pushing the card and the tab bar off the screen.
    ViewThatFits(in: .vertical) {
      rows
      ScrollView { rows }
    }
    .padding(.bottom, 8)
  }

  private var rows: some View {
    VStack(spacing: 0) {
      ForEach(vm.locations) { location in
        Button {
          vm.showNextLocation(location: location)
        } label: {
          HStack(spacing: 12) {
            PlaceIllustration(subject: location.illustration, variant: 0)
              .frame(width: 45, height: 45)
              .cornerRadius(10)
            VStack(alignment: .leading) {
              Text(place: location.name)
                .font(.headline)
              Text(place: location.cityName)
                .font(.subheadline)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
          }
          .padding(.vertical, 4)
          .padding(.horizontal, 16)
          .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
      }
    }
  }
}
