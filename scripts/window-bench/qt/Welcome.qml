// Find your match's welcome screen and its SIGN UP slide to the name step, in Qt Quick, for
// scripts/window-bench.sh: same size (390x844 pt; QT_SCALE_FACTOR gives the pixels per point), same colours and
// layout, the same slide of the welcome section out to the left while the name step comes in from the right (the
// app's spring, see `slid`).
import QtQuick
import QtQuick.Window
import QtQuick.Shapes

Window {
    id: window
    width: 390
    height: 844
    visible: true
    title: "Find your match (Qt Quick)"
    color: "#7333a6"

    property int step: 0
    // The slide follows the app's animation: seed 000's withAnimation(.spring()), which is
    // .spring(duration: 0.5, bounce: 0), a critically damped spring with a response of 0.5 s. Of the distance to
    // go, (1 + ωt)·e^(-ωt) is left after t seconds (ω = 2π / 0.5). Driven over 1.25 s, when it is long at rest.
    property real slideTime: 0
    readonly property real slid: {
        const w = 2 * Math.PI / 0.5
        return window.step === 0 ? 0 : 1 - (1 + w * slideTime) * Math.exp(-w * slideTime)
    }
    NumberAnimation on slideTime {
        id: slide
        running: false; from: 0; to: 1.25; duration: 1250
    }
    onStepChanged: slide.restart()
    readonly property color lightPurple: Qt.rgba(0.75, 0.55, 0.95, 1)
    readonly property color darkPurple: Qt.rgba(0.45, 0.2, 0.65, 1)

    Shape {
        anchors.fill: parent
        ShapePath {
            strokeWidth: -1
            fillGradient: RadialGradient {
                centerX: 0; centerY: 0; centerRadius: window.height
                focalX: 0; focalY: 0; focalRadius: 5
                GradientStop { position: 0; color: window.lightPurple }
                GradientStop { position: 1; color: window.darkPurple }
            }
            startX: 0; startY: 0
            PathLine { x: window.width; y: 0 }
            PathLine { x: window.width; y: window.height }
            PathLine { x: 0; y: window.height }
            PathLine { x: 0; y: 0 }
        }
    }

    // Welcome: the heart card, the underlined title and the text.
    Item {
        id: welcome
        width: window.width
        height: window.height
        x: -window.width * window.slid

        Rectangle {
            x: 95; y: 195; width: 200; height: 200; radius: 56; color: "white"
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                y: 14; text: "\u2665"; color: "#a066d6"; font.pixelSize: 92
            }
            Rectangle { x: 42; y: 120; width: 92; height: 12; radius: 6; color: "#a066d6" }
            Rectangle { x: 56; y: 143; width: 64; height: 12; radius: 6; color: "#a066d6" }
        }
        Text {
            id: title
            anchors.horizontalCenter: parent.horizontalCenter
            y: 424; text: "Find your match"; color: "white"
            font.pixelSize: 34; font.weight: Font.DemiBold; font.family: "Inter"
        }
        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            y: title.y + title.height + 2; width: title.width; height: 3; radius: 1.5; color: "white"
        }
        Text {
            x: 30; y: 503; width: 330
            text: "Meet people nearby who share what you love. Tell us a little about yourself and we'll do the rest."
            wrapMode: Text.WordWrap; horizontalAlignment: Text.AlignHCenter; color: "white"
            font.pixelSize: 17; font.weight: Font.Medium; font.family: "Inter"
        }
    }

    // The name step: back chevron, step capsules, title and the focused field.
    Item {
        id: nameStep
        width: window.width
        height: window.height
        x: window.width * (1 - window.slid)

        Text { x: 44; y: 82; text: "\u2039"; color: "white"; font.pixelSize: 34 }
        Row {
            x: 169; y: 95; spacing: 6
            Rectangle { width: 24; height: 8; radius: 4; color: "white" }
            Rectangle { width: 8; height: 8; radius: 4; color: Qt.rgba(1, 1, 1, 0.4) }
            Rectangle { width: 8; height: 8; radius: 4; color: Qt.rgba(1, 1, 1, 0.4) }
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            y: 272; text: "What's your name?"; color: "white"
            font.pixelSize: 34; font.weight: Font.DemiBold; font.family: "Inter"
        }
        Rectangle {
            x: 30; y: 334; width: 330; height: 55; radius: 10; color: "white"
            TextInput {
                id: field
                x: 16; anchors.verticalCenter: parent.verticalCenter; width: 298
                font.pixelSize: 17; font.weight: Font.DemiBold; font.family: "Inter"
                focus: window.step === 1
            }
        }
    }

    // SIGN UP / NEXT, and below it, on the welcome screen only, the log-in link (the app keeps a bottom safe area of
    // 34 pt, its VStack a spacing of 8): the link fades out and the button moves down to the bottom.
    Rectangle {
        x: 30; y: 665 + 60 * window.slid
        width: 330; height: 55; radius: 10; color: "white"
        Text {
            anchors.centerIn: parent
            text: window.step === 0 ? "SIGN UP" : "NEXT"; color: "#af52de"
            font.pixelSize: 17; font.weight: Font.DemiBold; font.family: "Inter"
        }
        MouseArea { anchors.fill: parent; onClicked: window.step = 1 }
    }
    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        y: 745; opacity: 1 - window.slid
        text: "I already have an account"; color: "white"; font.underline: true
        font.pixelSize: 17; font.weight: Font.DemiBold; font.family: "Inter"
    }
}
