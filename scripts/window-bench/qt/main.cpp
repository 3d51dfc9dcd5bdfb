// The Qt Quick peer of Find your match's welcome screen, for scripts/window-bench.sh only (not part of the app):
// loads Welcome.qml with Qt Quick's software scene graph, as Qt runs on a machine without a GPU.
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QUrl>

int main(int argc, char **argv) {
  // The peer always draws with the CPU, like our window without a GPU (QT_QUICK_BACKEND may override).
  if (qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND"))
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
  QGuiApplication app(argc, argv);
  QQmlApplicationEngine engine;
  const QString qml = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("Welcome.qml");
  engine.load(QUrl::fromLocalFile(qml));
  if (engine.rootObjects().isEmpty()) return 1;
  return app.exec();
}
