import MapKit
import SwiftUI

/// Seed 001's preview card: the place's picture, name and city, with Learn more and Next. Its layout is the
/// seed's, as written (the background offset by 65 so it starts halfway down the picture); the picture is
/// our illustration instead of a photo.
struct LocationPreviewView: View {
  @EnvironmentObject private var vm: DateSpotsViewModel
  let location: DateSpot

  var body: some View {
    HStack(alignment: .bottom, spacing: 0) {
      VStack(alignment: .leading, spacing: 16) {
        imageSection
        titleSection
      }

      VStack(spacing: 8) {
        learnMoreButton
        nextButton
      }
    }
    .padding(20)
    .background(
      RoundedRectangle(cornerRadius: 10)
        .fill(.ultraThinMaterial)
        .offset(y: 65)
    )
    .cornerRadius(10)
  }
}

extension LocationPreviewView {
  private var imageSection: some View {
    ZStack {
      PlaceIllustration(subject: location.illustration, variant: 0)
        .frame(width: 100, height: 100)
        .cornerRadius(10)
    }
    .padding(6)
    .background(Color.white)
    .cornerRadius(10)
  }

  private var titleSection: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(place: location.name)
        .font(.title2)
        .fontWeight(.bold)

      Text(place: location.cityName)
        .font(.subheadline)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }

  private var learnMoreButton: some View {
    Button {
      vm.sheetLocation = location
    } label: {
      Text("Learn more", bundle: .module)
        .font(.headline)
        .frame(width: 125, height: 35)
    }
    .buttonStyle(.borderedProminent)
  }

  private var nextButton: some View {
    Button {
      vm.nextButtonPressed()
    } label: {
      Text("Next", bundle: .module)
        .font(.headline)
        .frame(width: 125, height: 35)
    }
    .buttonStyle(.bordered)
  }
}
