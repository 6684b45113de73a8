#!/usr/bin/env bash
# generate-media.sh — regenerate every placeholder image and video under public/.
#
# Dev tool only: it is NOT part of the build or CI. The generated files are committed.
#
# Needs:
#   - ffmpeg from Debian (bookworm's 5.1 works): built with librsvg (draws the SVG scenes),
#     libvpx (VP9 .webm) and libx264 (H.264 .mp4). `apt-get install -y ffmpeg`
#   - ImageMagick (`apt-get install -y imagemagick`) for progressive, Huffman-optimised JPEGs and a
#     two-size favicon.ico. Without it the script still works, but writes baseline JPEGs with
#     ffmpeg's encoder and a single-size (32x32) favicon.ico.
#   - bash, awk (any POSIX awk; used for the wave/hill geometry).
#   - The DejaVu fonts (fonts-dejavu-core) for captions.
#
# Every scene is drawn as an SVG (written below, by hand), rasterised by ffmpeg's librsvg decoder and
# encoded as a JPEG. Videos overlay periodic wave layers on a still background; each layer moves by
# exactly its own period over the loop, so the last frame flows seamlessly into the first.
# Nothing is random: running it twice gives the same pictures.
#
# Usage: scripts/generate-media.sh            (from anywhere; writes into <repo>/public)
#        scripts/generate-media.sh --heroes-only   (only the offer-page heroes, see generate-heroes.sh)
#
# Output (paths agreed in the project brief):
#   public/media/hero-home.{webm,mp4,jpg}    1280x720, 5 s loop, no audio; jpg = poster (frame 0)
#   public/media/hero-mansion.jpg           1600x900
#   public/media/gallery/construction-{1..6}.jpg    1200x900
#   public/media/destinations/<slug>.jpg    800x600 (12 slugs)
#   public/media/avatars/avatar-{01..28}.jpg        96x96
#   public/media/testimonials/testimonial-{1..3}.jpg 600x800
#   public/media/heroes/<slug>.jpg          1600x900, ≤ 90 kB each (20 slugs: v1 city member deal partner
#                                           prices villa apply padel trip promo subscription family fitness
#                                           nomadpass country mex map soccer ranking), drawn in
#                                           scripts/generate-heroes.sh and scripts/generate-heroes-2.sh
#   public/media/og-default.jpg             1200x630
#   public/media/founder-video.{webm,mp4}   640x360, 5 s loop, no audio
#   public/favicon.ico                      16x16 + 32x32, from public/favicon.svg
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PUB=$ROOT/public
OUT=$PUB/media
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$TMP"
mkdir -p "$OUT/gallery" "$OUT/destinations" "$OUT/avatars" "$OUT/testimonials"

FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)
FONT="DejaVu Sans"
FONT_DISPLAY="DejaVu Serif"

IM=""
if command -v magick >/dev/null 2>&1; then IM=magick
elif [ -x /usr/bin/convert ] && /usr/bin/convert -version 2>/dev/null | grep -q ImageMagick; then IM=/usr/bin/convert
else echo "note: ImageMagick not found; writing baseline JPEGs and a 32x32-only favicon.ico" >&2
fi

# ---------------------------------------------------------------------------------------------
# Output helpers

# svg_to_png IN.svg OUT.png — rasterise at the SVG's own width/height.
svg_to_png() { "${FF[@]}" -i "$1" -frames:v 1 -update 1 "$2"; }

# to_jpeg IN.png OUT.jpg QUALITY — progressive, stripped, 4:2:0.
to_jpeg() {
  if [ -n "$IM" ]; then
    "$IM" "$1" -strip -colorspace sRGB -sampling-factor 4:2:0 -interlace JPEG \
      -define jpeg:optimize-coding=true -quality "$3" "$2"
  else
    # ffmpeg's mjpeg qscale 2..31; ~4 is close to quality 75.
    "${FF[@]}" -i "$1" -frames:v 1 -update 1 -pix_fmt yuvj420p -q:v 4 -huffman optimal "$2"
  fi
}

# render NAME.svg(on stdin) OUT.jpg QUALITY
render() {
  local name; name=$(basename "$1" .jpg)
  cat > "$TMP/$name.svg"
  svg_to_png "$TMP/$name.svg" "$TMP/$name.png"
  to_jpeg "$TMP/$name.png" "$1" "$2"
}

# ---------------------------------------------------------------------------------------------
# SVG building blocks (all print to stdout)

svg_open() { printf '<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">\n' "$1" "$2" "${3:-$1}" "${4:-$2}"; }
svg_close() { echo '</svg>'; }

# lgrad ID x1 y1 x2 y2 "offset:color[:opacity] ..."
lgrad() {
  local id=$1 x1=$2 y1=$3 x2=$4 y2=$5 stops=$6 s o c a
  printf '<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s">' "$id" "$x1" "$y1" "$x2" "$y2"
  for s in $stops; do
    IFS=: read -r o c a <<<"$s"
    printf '<stop offset="%s" stop-color="%s" stop-opacity="%s"/>' "$o" "$c" "${a:-1}"
  done
  echo '</linearGradient>'
}
# rgrad ID "offset:color[:opacity] ..."   (objectBoundingBox, centred)
rgrad() {
  local id=$1 stops=$2 s o c a
  printf '<radialGradient id="%s">' "$id"
  for s in $stops; do
    IFS=: read -r o c a <<<"$s"
    printf '<stop offset="%s" stop-color="%s" stop-opacity="%s"/>' "$o" "$c" "${a:-1}"
  done
  echo '</radialGradient>'
}

# ridge W H BASE "amp cycles phase ..." — a filled hill/skyline silhouette, closed to the bottom.
ridge() {
  awk -v w="$1" -v h="$2" -v b="$3" -v spec="$4" 'BEGIN{
    n=split(spec,s," "); pi=atan2(0,-1); printf "M0,%d", h
    for(x=0;x<=w+5;x+=5){y=b; for(i=1;i<=n;i+=3) y+=s[i]*sin(2*pi*s[i+1]*x/w+s[i+2]); printf " L%d,%.1f",x,y}
    printf " L%d,%d Z", w+5, h }'
}
# wave_d W PERIOD AMP Y [AMP2 PHASE] — open wave line (periodic in PERIOD).
wave_d() {
  awk -v w="$1" -v p="$2" -v a="$3" -v y0="$4" -v a2="${5:-0}" -v ph="${6:-0}" 'BEGIN{
    pi=atan2(0,-1)
    for(x=0;x<=w;x+=4){y=y0+a*sin(2*pi*x/p+ph)+a2*sin(4*pi*x/p+2*ph+1); printf "%s%d,%.1f", (x?" L":"M"), x, y} }'
}
# wave_band W PERIOD AMP Y THICK [AMP2 PHASE] — the band between a wave and the same wave THICK lower.
wave_band() {
  awk -v w="$1" -v p="$2" -v a="$3" -v y0="$4" -v t="$5" -v a2="${6:-0}" -v ph="${7:-0}" 'BEGIN{
    pi=atan2(0,-1)
    for(x=0;x<=w;x+=4){y=y0+a*sin(2*pi*x/p+ph)+a2*sin(4*pi*x/p+2*ph+1); printf "%s%d,%.1f", (x?" L":"M"), x, y}
    for(x=w;x>=0;x-=4){y=y0+t+a*sin(2*pi*x/p+ph)+a2*sin(4*pi*x/p+2*ph+1); printf " L%d,%.1f", x, y}
    printf " Z" }'
}

# caption X Y SIZE TEXT [anchor] — small white caption with a soft shadow and an amber rule.
caption() {
  local x=$1 y=$2 s=$3 t=$4 anchor=${5:-start}
  local rx=$x; [ "$anchor" = end ] && rx=$(awk -v x="$x" -v s="$s" 'BEGIN{print x-2*s}')
  printf '<rect x="%s" y="%s" width="%s" height="%s" rx="1" fill="#f59e0b"/>' "$rx" "$(awk -v y="$y" -v s="$s" 'BEGIN{print y-1.8*s}')" "$((2*s))" "$(awk -v s="$s" 'BEGIN{v=(s/6>2)?s/6:2; print v}')"
  printf '<g font-family="%s" font-size="%s" letter-spacing="%s" text-anchor="%s">' "$FONT" "$s" "$(awk -v s="$s" 'BEGIN{print s*0.08}')" "$anchor"
  printf '<text x="%s" y="%s" fill="#000" fill-opacity=".35">%s</text>' "$x" "$(awk -v y="$y" 'BEGIN{print y+1.2}')" "$t"
  printf '<text x="%s" y="%s" fill="#fff" fill-opacity=".94">%s</text></g>\n' "$x" "$y" "$t"
}

# palm X Y SCALE COLOR [LEAN] — palm tree silhouette, trunk base at X,Y (about 330*SCALE tall).
palm() {
  local x=$1 y=$2 s=$3 c=$4 lean=${5:-1} a
  printf '<g transform="translate(%s %s) scale(%s %s)" fill="%s">' "$x" "$y" "$(awk -v s="$s" -v l="$lean" 'BEGIN{print s*l}')" "$s" "$c"
  echo '<path d="M-9,0 C-4,-110 8,-210 30,-305 L40,-302 C22,-210 10,-110 9,0 Z"/>'
  echo '<g transform="translate(35 -303)">'
  for a in -62 -30 -4 24 50; do
    printf '<path transform="rotate(%s)" d="M0,0 C40,-28 105,-30 165,14 C150,8 140,10 128,2 L122,14 C112,4 100,2 90,-2 L84,10 C72,0 60,-2 48,-4 L42,6 C30,-2 16,-2 0,6 Z"/>' "$a"
    printf '<path transform="scale(-1 1) rotate(%s)" d="M0,0 C40,-28 105,-30 150,14 C136,8 126,10 116,2 L110,14 C100,4 90,2 80,-2 L74,10 C62,0 52,-2 42,-4 L36,6 C26,-2 14,-2 0,6 Z"/>' "$((a + 6))"
  done
  echo '<ellipse cx="0" cy="4" rx="12" ry="9"/></g></g>'
}

# sun CX CY R GLOW_R CORE GLOW [GLOW_OPACITY] — a sun disk with a soft radial halo.
SUN_N=0
sun() {
  SUN_N=$((SUN_N + 1))
  local id="sun$SUN_N"
  printf '<defs>'; rgrad "$id" "0:$6:${7:-.75} .25:$6:$(awk -v o="${7:-.75}" 'BEGIN{print o*.45}') .6:$6:$(awk -v o="${7:-.75}" 'BEGIN{print o*.12}') 1:$6:0"; printf '</defs>'
  printf '<circle cx="%s" cy="%s" r="%s" fill="url(#%s)"/>' "$1" "$2" "$4" "$id"
  printf '<circle cx="%s" cy="%s" r="%s" fill="%s"/>\n' "$1" "$2" "$3" "$5"
}

# vignette W H [OPACITY]
VIG_N=0
vignette() {
  VIG_N=$((VIG_N + 1))
  printf '<defs><radialGradient id="vig%s" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="%s"/></radialGradient></defs>' "$VIG_N" "${3:-.35}"
  printf '<rect width="%s" height="%s" fill="url(#vig%s)"/>\n' "$1" "$2" "$VIG_N"
}

# reflection CX TOP BOTTOM COLOR — sun glitter column on water.
reflection() {
  awk -v cx="$1" -v top="$2" -v bot="$3" -v c="$4" 'BEGIN{
    i=0
    printf "<defs><radialGradient id=\"rfl\"><stop offset=\"0\" stop-color=\"%s\" stop-opacity=\".4\"/><stop offset=\".5\" stop-color=\"%s\" stop-opacity=\".12\"/><stop offset=\"1\" stop-color=\"%s\" stop-opacity=\"0\"/></radialGradient>", c, c, c
    printf "<clipPath id=\"rflc\"><rect x=\"0\" y=\"%.1f\" width=\"100000\" height=\"%.1f\"/></clipPath></defs>", top, bot-top
    printf "<ellipse clip-path=\"url(#rflc)\" cx=\"%.1f\" cy=\"%.1f\" rx=\"%.1f\" ry=\"%.1f\" fill=\"url(#rfl)\"/>", cx, top, 40+(bot-top)*0.25, (bot-top)*1.1
    for(y=top; y<bot; y+=4+i*0.22){
      k=(y-top)/(bot-top); w=(10+k*120)*(0.35+0.65*(0.5+0.5*sin(i*2.37+1))); o=(0.6*(1-k)+0.1)*(0.6+0.4*sin(i*1.3))
      dx=(8+30*k)*sin(i*1.71)
      printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"%.1f\" fill=\"%s\" fill-opacity=\"%.2f\"/>", cx-w/2+dx, y, w, 1.2+k*2.5, 0.6+k*1.25, c, o
      i++ }
    print "" }'
}

# ---------------------------------------------------------------------------------------------
# Offer-page heroes: the scenes live in generate-heroes.sh and use the helpers above. The subshell
# keeps its sun/vignette counters from shifting the gradient ids of the scenes below.
echo "heroes…"
( . "$ROOT/scripts/generate-heroes.sh" )
if [ "${1:-}" = --heroes-only ]; then exit 0; fi

# ---------------------------------------------------------------------------------------------
# Videos: background + periodic wave layers

# wave_layer FILE W H PERIOD "y amp thick ..." CREST_COLOR CREST_OP SHADE_COLOR SHADE_OP STROKE
# Draws a transparent strip W+PERIOD wide holding several wave rows that share PERIOD.
wave_layer() {
  local file=$1 w=$2 h=$3 p=$4 rows=$5 cc=$6 co=$7 sc=$8 so=$9 sw=${10} y a t i=0
  local ww=$((w + p))
  {
    svg_open "$ww" "$h"
    printf '<defs>'; lgrad shade 0 0 0 1 "0:$sc:$so 1:$sc:0"; printf '</defs>\n'
    set -- $rows
    while [ $# -ge 3 ]; do
      y=$1 a=$2 t=$3; shift 3
      local ph; ph=$(awk -v i="$i" 'BEGIN{print i*2.1}')
      printf '<path d="%s" fill="url(#shade)"/>\n' "$(wave_band "$ww" "$p" "$a" "$y" "$t" "$(awk -v a="$a" 'BEGIN{print a*.3}')" "$ph")"
      printf '<path d="%s" fill="none" stroke="%s" stroke-opacity="%s" stroke-width="%s" stroke-linecap="round"/>\n' \
        "$(wave_d "$ww" "$p" "$a" "$y" "$(awk -v a="$a" 'BEGIN{print a*.3}')" "$ph")" "$cc" "$co" "$sw"
      i=$((i + 1))
    done
    svg_close
  } > "$file.svg"
  svg_to_png "$file.svg" "$file"
}

# make_loop NAME W H FRAMES BG.png "layer.png:period:speed ..." CRF_VP9 CRF_X264
make_loop() {
  local name=$1 w=$2 h=$3 frames=$4 bg=$5 layers=$6 crf_vp9=$7 crf_264=$8
  local inputs=(-framerate 25 -loop 1 -i "$bg") graph="" prev="0:v" idx=1 l f p s
  for l in $layers; do
    IFS=: read -r f p s <<<"$l"
    inputs+=(-framerate 25 -loop 1 -i "$f")
    graph+="[$prev][$idx:v]overlay=x='-mod(n*$s\\,$p)':y=0:eval=frame:format=rgb[v$idx];"
    prev="v$idx"; idx=$((idx + 1))
  done
  graph+="[$prev]format=yuv420p[out]"
  # Lossless intermediate, then both encodes from it.
  "${FF[@]}" "${inputs[@]}" -filter_complex "$graph" -map '[out]' -frames:v "$frames" \
    -c:v ffv1 "$TMP/$name.mkv"
  "${FF[@]}" -i "$TMP/$name.mkv" -an -c:v libvpx-vp9 -crf "$crf_vp9" -b:v 0 -deadline good -cpu-used 1 \
    -row-mt 1 -threads 2 -g "$frames" -pix_fmt yuv420p -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
    "$OUT/$name.webm"
  "${FF[@]}" -i "$TMP/$name.mkv" -an -c:v libx264 -preset slower -crf "$crf_264" -profile:v high \
    -pix_fmt yuv420p -g "$frames" -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
    "$OUT/$name.mp4"
}

# ---- hero-home: dusk over the sea off Sumba ------------------------------------------------------
hero_bg() { # W H (drawn in 1280x720 units)
  svg_open "$1" "$2" 1280 720
  printf '<defs>'
  lgrad sky 0 0 0 1 "0:#06302d .3:#0b4f4a .58:#5f6f6a .78:#d58a5c .92:#f2b066 1:#fbd79a"
  lgrad sea 0 0 0 1 "0:#d08a58 .06:#7b6d5c .2:#1c5a55 .6:#0b4240 1:#062826"
  lgrad haze 0 0 0 1 "0:#fbd79a:0 1:#fbd79a:.35"
  lgrad top 0 0 0 1 "0:#031f1d:.55 1:#031f1d:0"
  printf '</defs>\n'
  echo '<rect width="1280" height="430" fill="url(#sky)"/>'
  sun 860 404 44 420 "#fff4d8" "#f8b457" .8
  # soft cloud streaks
  echo '<g fill="#fbd7a4" fill-opacity=".18"><rect x="560" y="300" width="520" height="6" rx="3"/><rect x="640" y="318" width="380" height="4" rx="2"/><rect x="180" y="270" width="300" height="5" rx="2.5"/><rect x="980" y="352" width="260" height="4" rx="2"/></g>'
  echo '<rect y="300" width="1280" height="130" fill="url(#haze)"/>'
  printf '<path d="%s" fill="#1f3f3f" fill-opacity=".85"/>\n' "$(ridge 560 431 421 "12 1.2 0.3 7 3.1 1.1 3 7 2")"
  printf '<path transform="translate(1060 0)" d="%s" fill="#2a4645" fill-opacity=".7"/>\n' "$(ridge 220 431 425 "5 1 1.2 2 4 0.4")"
  echo '<rect y="430" width="1280" height="290" fill="url(#sea)"/>'
  reflection 860 432 700 "#fcd9a0"
  echo '<rect width="1280" height="220" fill="url(#top)"/>'
  vignette 1280 720 .32
  svg_close
}

# ---- founder-video: late afternoon on the lagoon beach -------------------------------------------
founder_bg() { # W H (drawn in 1280x720 units)
  svg_open "$1" "$2" 1280 720
  printf '<defs>'
  lgrad sky 0 0 0 1 "0:#0f5f58 .45:#5b9c90 .8:#e7c79a 1:#f6dcae"
  lgrad sea 0 0 0 1 "0:#7fb7a6 .12:#2f968a .6:#0f766e 1:#0c5f59"
  lgrad sand 0 0 0 1 "0:#f3e3c6 1:#d9bf93"
  printf '</defs>\n'
  echo '<rect width="1280" height="400" fill="url(#sky)"/>'
  sun 300 250 40 360 "#fff6e2" "#fbd38d" .7
  printf '<path d="%s" fill="#2d5f58" fill-opacity=".55"/>\n' "$(ridge 1280 401 378 "14 1.3 2.1 8 3.3 0.5 3 8 1")"
  echo '<rect y="400" width="1280" height="320" fill="url(#sea)"/>'
  reflection 300 402 560 "#fff1d0"
  printf '<path d="%s" fill="url(#sand)"/>\n' "$(ridge 1280 721 610 "10 1.1 0.8 5 2.7 2")"
  palm 1130 700 1.55 "#0a2f2c" -1
  palm 1240 720 1.25 "#0c3431" 1
  palm 60 705 1.1 "#0b3330" 1
  vignette 1280 720 .28
  svg_close
}

echo "videos…"
hero_bg 1280 720 > "$TMP/hero-bg.svg"
svg_to_png "$TMP/hero-bg.svg" "$TMP/hero-bg.png"
# rows: "y amp thickness" — perspective: far rows small/slow, near rows large/fast.
wave_layer "$TMP/hw1.png" 1280 720 125 "446 1.5 7 458 2 9 472 2.5 11 488 3 13" "#fbd7a4" .22 "#05302d" .45 1.2
wave_layer "$TMP/hw2.png" 1280 720 250 "510 4.5 18 538 5.5 22 570 6.5 26" "#f8d9ad" .2 "#04292a" .5 1.8
wave_layer "$TMP/hw3.png" 1280 720 375 "610 9 34 660 11 40 708 12 44" "#f6e3c4" .16 "#031f1e" .55 2.6
make_loop hero-home 1280 720 125 "$TMP/hero-bg.png" \
  "$TMP/hw1.png:125:1 $TMP/hw2.png:250:2 $TMP/hw3.png:375:3" 40 30
"${FF[@]}" -i "$TMP/hero-home.mkv" -frames:v 1 -update 1 "$TMP/hero-home.png"
to_jpeg "$TMP/hero-home.png" "$OUT/hero-home.jpg" 74

founder_bg 640 360 > "$TMP/founder-bg.svg"
svg_to_png "$TMP/founder-bg.svg" "$TMP/founder-bg.png"
# strips only need to cover the sea (y 200..310 at 640x360)
wave_layer "$TMP/fw1.png" 640 360 125 "214 1.2 5 224 1.6 6 236 2 8" "#ffffff" .25 "#0b5550" .35 1
wave_layer "$TMP/fw2.png" 640 360 250 "252 3 11 272 3.5 13" "#ffffff" .3 "#0a4f4a" .35 1.4
make_loop founder-video 640 360 125 "$TMP/founder-bg.png" \
  "$TMP/fw1.png:125:1 $TMP/fw2.png:250:2" 40 30

# ---------------------------------------------------------------------------------------------
echo "hero-mansion…"
{
  svg_open 1600 900
  printf '<defs>'
  lgrad sky 0 0 0 1 "0:#0b3a3f .35:#27606a .7:#d99a6c .9:#f4bd78 1:#f9d6a0"
  lgrad sea 0 0 0 1 "0:#e1a878 .08:#4f7f7a .5:#135451 1:#0b3f3d"
  lgrad glass 0 0 0 1 "0:#ffd48a 1:#f59e0b"
  lgrad lawn 0 0 0 1 "0:#1d4a3a 1:#0d2c24"
  lgrad pool 0 0 1 0 "0:#2bb3a6 1:#0f766e"
  printf '</defs>\n'
  echo '<rect width="1600" height="560" fill="url(#sky)"/>'
  sun 1290 515 46 520 "#fff4da" "#f7b869" .8
  echo '<g fill="#fbe0b8" fill-opacity=".16"><rect x="140" y="260" width="420" height="7" rx="3.5"/><rect x="240" y="280" width="260" height="5" rx="2.5"/><rect x="1020" y="330" width="440" height="6" rx="3"/></g>'
  echo '<rect y="555" width="1600" height="345" fill="url(#sea)"/>'
  reflection 1290 558 700 "#fde2b4"
  # garden terrace and jungle
  printf '<path d="%s" fill="#0f3a30"/>\n' "$(ridge 1600 901 640 "18 1.1 0.2 9 2.7 1.6 4 6 0.4")"
  printf '<path d="%s" fill="url(#lawn)"/>\n' "$(ridge 1600 901 705 "6 0.8 1.4 3 3 0.2")"
  # villa: lower volume, cantilevered upper volume, thin roof plates
  echo '<g>'
  echo '<rect x="300" y="520" width="760" height="170" fill="#1b2b2b"/>'
  echo '<rect x="330" y="548" width="700" height="120" fill="url(#glass)" fill-opacity=".92"/>'
  for x in 420 520 620 720 820 920; do printf '<rect x="%s" y="548" width="6" height="120" fill="#1b2b2b"/>' "$x"; done
  echo '<rect x="280" y="508" width="800" height="14" fill="#f3ead9"/>'
  echo '<rect x="420" y="380" width="720" height="130" fill="#223332"/>'
  echo '<rect x="450" y="404" width="430" height="84" fill="url(#glass)" fill-opacity=".8"/>'
  for x in 536 622 708 794; do printf '<rect x="%s" y="404" width="5" height="84" fill="#223332"/>' "$x"; done
  echo '<rect x="900" y="404" width="210" height="84" fill="#e9dfcc"/>'
  echo '<rect x="396" y="366" width="770" height="16" fill="#f6efe3"/>'
  echo '<rect x="1080" y="520" width="120" height="170" fill="#e9dfcc"/><rect x="1060" y="508" width="160" height="12" fill="#f6efe3"/>'
  # pool and deck
  echo '<rect x="230" y="690" width="1060" height="18" fill="#d9cdb6"/>'
  echo '<rect x="380" y="708" width="700" height="46" fill="url(#pool)"/>'
  echo '<rect x="380" y="708" width="700" height="46" fill="#ffd48a" fill-opacity=".18"/>'
  echo '<rect x="230" y="754" width="1060" height="10" fill="#d9cdb6"/>'
  echo '</g>'
  palm 165 770 1.3 "#0a2623" 1
  palm 60 800 1.0 "#0c2c28" -1
  palm 1490 780 1.35 "#0a2623" -1
  palm 1575 830 1.0 "#0c2c28" 1
  vignette 1600 900 .38
  caption 1540 860 20 "Beachfront residence · Sumba" end
  svg_close
} | render "$OUT/hero-mansion.jpg" 70

# ---------------------------------------------------------------------------------------------
echo "gallery…"
# construction STAGE WEEK SKY-STOPS GROUND [SUN-X SUN-Y]
# Stages: 1 foundations, 2 columns, 3 first slab + crane, 4 full frame, 5 walls, 6 finishing.
construction() {
  local stage=$1 week=$2 skyc=$3 ground=$4 sunx=${5:-930} suny=${6:-200}
  svg_open 1200 900
  printf '<defs>'
  lgrad sky 0 0 0 1 "$skyc"
  lgrad ground 0 0 0 1 "0:$ground 1:#3b2418"
  lgrad conc 0 0 0 1 "0:#d8cfc0 1:#b3a690"
  lgrad concb 0 0 0 1 "0:#9a8e7a 1:#7b705f"
  lgrad brick 0 0 0 1 "0:#c2683e 1:#9c4a2a"
  lgrad glass 0 0 0 1 "0:#9fd3cf 1:#2f8f87"
  printf '</defs>\n'
  echo '<rect width="1200" height="900" fill="url(#sky)"/>'
  sun "$sunx" "$suny" 38 340 "#fff5df" "#fcd49a" .55
  printf '<path d="%s" fill="#3f6b55" fill-opacity=".55"/>\n' "$(ridge 1200 901 600 "22 1.1 0.6 10 2.6 2.1 4 6 1")"
  printf '<path d="%s" fill="#2d5443" fill-opacity=".8"/>\n' "$(ridge 1200 901 640 "12 1.6 2.2 6 4.1 0.3")"
  printf '<path d="%s" fill="url(#ground)"/>\n' "$(ridge 1200 901 690 "5 1.2 1 3 3.3 0.2")"
  # site geometry: front frame x 250..950 (4 bays), back frame offset +60,-34
  local fx=(250 425 600 775 950) bx dx=60 dy=-34 g=700 f1=520 f2=350 roof=330 x
  # foundation slab (back then front)
  echo "<polygon points=\"230,$g 970,$g $((970 + dx)),$((g + dy)) $((230 + dx)),$((g + dy))\" fill=\"#a99d8a\"/>"
  echo "<rect x=\"230\" y=\"$g\" width=\"740\" height=\"22\" fill=\"url(#conc)\"/>"
  if [ "$stage" -eq 1 ]; then
    # excavation piles, rebar starters, formwork boards
    for x in "${fx[@]}"; do
      printf '<rect x="%s" y="%s" width="22" height="16" fill="#8a7e6c"/>' "$((x - 11 + dx))" "$((g + dy - 16))"
      printf '<g stroke="#5b4636" stroke-width="3"><line x1="%s" y1="%s" x2="%s" y2="%s"/><line x1="%s" y1="%s" x2="%s" y2="%s"/></g>' \
        "$((x - 6))" "$g" "$((x - 6))" "$((g - 90))" "$((x + 6))" "$g" "$((x + 6))" "$((g - 90))"
    done
    echo '<g fill="#c9a46c"><rect x="120" y="760" width="180" height="14" transform="rotate(-4 210 767)"/><rect x="110" y="782" width="200" height="14"/><rect x="1000" y="770" width="90" height="40" fill="#7d6d58"/><rect x="1010" y="760" width="70" height="12" fill="#9b8a72"/></g>'
  fi
  if [ "$stage" -ge 2 ]; then
    local top=$f1; [ "$stage" -ge 3 ] && top=$f1
    # back columns
    for x in "${fx[@]}"; do printf '<rect x="%s" y="%s" width="22" height="%s" fill="url(#concb)"/>' "$((x - 11 + dx))" "$((top + dy))" "$((g - top))"; done
    [ "$stage" -ge 3 ] && echo "<polygon points=\"230,$f1 970,$f1 $((970 + dx)),$((f1 + dy)) $((230 + dx)),$((f1 + dy))\" fill=\"#bdb19c\"/>"
    if [ "$stage" -ge 5 ]; then
      # infill walls (bays) behind columns
      local bays=4; [ "$stage" -eq 5 ] && bays=3
      for ((i = 0; i < bays; i++)); do
        printf '<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' "$((fx[i] + 11))" "$((f1 + 18))" "$((fx[i + 1] - fx[i] - 22))" "$((g - f1 - 18))" "$([ "$stage" -eq 6 ] && echo '#efe6d6' || echo 'url(#brick)')"
      done
      if [ "$stage" -eq 5 ]; then
        # brick coursing lines
        printf '<g stroke="#7e3a20" stroke-opacity=".5" stroke-width="2">'
        for ((y = f1 + 34; y < g; y += 16)); do printf '<line x1="261" y1="%s" x2="764" y2="%s"/>' "$y" "$y"; done
        printf '</g>\n'
      else
        # windows and door
        for ((i = 0; i < 4; i++)); do
          printf '<rect x="%s" y="%s" width="%s" height="%s" fill="url(#glass)"/>' "$((fx[i] + 40))" "$((f1 + 50))" "$((fx[i + 1] - fx[i] - 80))" "$((g - f1 - 70))"
          printf '<rect x="%s" y="%s" width="%s" height="%s" fill="#ffffff" fill-opacity=".18"/>' "$((fx[i] + 40))" "$((f1 + 50))" "$(((fx[i + 1] - fx[i] - 80) / 3))" "$((g - f1 - 70))"
        done
      fi
    fi
    # front columns
    for x in "${fx[@]}"; do printf '<rect x="%s" y="%s" width="22" height="%s" fill="url(#conc)"/>' "$((x - 11))" "$top" "$((g - top))"; done
    if [ "$stage" -eq 2 ]; then
      for x in "${fx[@]}"; do printf '<g stroke="#5b4636" stroke-width="3"><line x1="%s" y1="%s" x2="%s" y2="%s"/><line x1="%s" y1="%s" x2="%s" y2="%s"/></g>' "$((x - 5))" "$top" "$((x - 5))" "$((top - 40))" "$((x + 5))" "$top" "$((x + 5))" "$((top - 40))"; done
    fi
  fi
  if [ "$stage" -ge 3 ]; then
    echo "<rect x=\"230\" y=\"$f1\" width=\"740\" height=\"20\" fill=\"url(#conc)\"/>"
    # upper floor columns
    local ut=$f2
    for x in "${fx[@]}"; do printf '<rect x="%s" y="%s" width="20" height="%s" fill="url(#concb)"/>' "$((x - 10 + dx))" "$((ut + dy))" "$((f1 - ut))"; done
    if [ "$stage" -ge 4 ]; then
      echo "<polygon points=\"210,$f2 990,$f2 $((990 + dx)),$((f2 + dy)) $((210 + dx)),$((f2 + dy))\" fill=\"#c9bda8\"/>"
    fi
    if [ "$stage" -ge 5 ]; then
      for ((i = 0; i < 4; i++)); do
        if [ "$stage" -eq 6 ]; then
          printf '<rect x="%s" y="%s" width="%s" height="%s" fill="url(#glass)"/>' "$((fx[i] + 10))" "$((f2 + 18))" "$((fx[i + 1] - fx[i] - 20))" "$((f1 - f2 - 18))"
          printf '<rect x="%s" y="%s" width="%s" height="%s" fill="#ffffff" fill-opacity=".16"/>' "$((fx[i] + 10))" "$((f2 + 18))" "$(((fx[i + 1] - fx[i] - 20) / 3))" "$((f1 - f2 - 18))"
        elif [ "$i" -lt 2 ]; then
          printf '<rect x="%s" y="%s" width="%s" height="%s" fill="url(#brick)"/>' "$((fx[i] + 10))" "$((f2 + 18))" "$((fx[i + 1] - fx[i] - 20))" "$((f1 - f2 - 18))"
        fi
      done
    fi
    for x in "${fx[@]}"; do printf '<rect x="%s" y="%s" width="20" height="%s" fill="url(#conc)"/>' "$((x - 10))" "$ut" "$((f1 - ut))"; done
    if [ "$stage" -ge 4 ]; then
      echo "<rect x=\"210\" y=\"$f2\" width=\"780\" height=\"20\" fill=\"url(#conc)\"/>"
    else
      for x in "${fx[@]}"; do printf '<g stroke="#5b4636" stroke-width="3"><line x1="%s" y1="%s" x2="%s" y2="%s"/><line x1="%s" y1="%s" x2="%s" y2="%s"/></g>' "$((x - 4))" "$ut" "$((x - 4))" "$((ut - 36))" "$((x + 4))" "$ut" "$((x + 4))" "$((ut - 36))"; done
    fi
    [ "$stage" -eq 6 ] && echo "<rect x=\"190\" y=\"$((f2 - 14))\" width=\"820\" height=\"16\" fill=\"#f6efe3\"/>"
  fi
  # scaffolding on stages 2-5
  if [ "$stage" -ge 2 ] && [ "$stage" -le 5 ]; then
    local st=$f1; [ "$stage" -ge 3 ] && st=$((f2 - 20))
    printf '<g stroke="#e0c38a" stroke-opacity=".85" stroke-width="3" fill="none">'
    for x in 960 1010 1060; do printf '<line x1="%s" y1="%s" x2="%s" y2="%s"/>' "$x" "$st" "$x" "$g"; done
    for ((y = st; y <= g; y += 60)); do printf '<line x1="955" y1="%s" x2="1065" y2="%s"/>' "$y" "$y"; done
    for ((y = st; y + 60 <= g; y += 60)); do printf '<line x1="960" y1="%s" x2="1010" y2="%s"/>' "$y" "$((y + 60))"; done
    printf '</g>\n'
  fi
  # tower crane on stages 3-5
  if [ "$stage" -ge 3 ] && [ "$stage" -le 5 ]; then
    printf '<g stroke="#f59e0b" stroke-width="4" fill="none" stroke-linejoin="round">'
    printf '<line x1="130" y1="700" x2="130" y2="150"/><line x1="160" y1="700" x2="160" y2="150"/>'
    for ((y = 150; y < 700; y += 40)); do printf '<line x1="130" y1="%s" x2="160" y2="%s"/>' "$((y + 40))" "$y"; done
    printf '<line x1="60" y1="150" x2="760" y2="150"/><line x1="60" y1="172" x2="760" y2="150"/><line x1="145" y1="100" x2="60" y2="150"/><line x1="145" y1="100" x2="560" y2="150"/><line x1="145" y1="100" x2="145" y2="150"/>'
    printf '<line x1="600" y1="150" x2="600" y2="300" stroke-width="2" stroke="#3b2a1e"/></g>'
    printf '<rect x="40" y="150" width="50" height="30" fill="#7a6a55"/><rect x="585" y="300" width="30" height="18" fill="#3b2a1e"/>\n'
  fi
  if [ "$stage" -eq 6 ]; then
    echo '<rect x="150" y="722" width="900" height="14" fill="#d9cdb6"/>'
    palm 1080 760 1.25 "#173a2f" -1
    palm 140 770 1.05 "#173a2f" 1
  else
    palm 1110 760 1.1 "#1f3f33" -1
  fi
  vignette 1200 900 .3
  caption 44 860 20 "Construction · Week $week"
  svg_close
}
construction 1 4  "0:#8fb8c0 .6:#e8d9bf 1:#f3e3c6" "#8a5a3b" 760 170 | render "$OUT/gallery/construction-1.jpg" 74
construction 2 8  "0:#6fa6ad .6:#e3d4b4 1:#f0dcb8" "#7f5236" 880 240 | render "$OUT/gallery/construction-2.jpg" 74
construction 3 12 "0:#3f7f86 .55:#d9b48a 1:#f2c48a" "#7a4a2f" 680 430 | render "$OUT/gallery/construction-3.jpg" 74
construction 4 16 "0:#7fb0b8 .6:#eadcc2 1:#f6efe3" "#8d6040" 960 150 | render "$OUT/gallery/construction-4.jpg" 74
construction 5 20 "0:#2f6d72 .5:#cf9f78 1:#f1b57a" "#744630" 820 440 | render "$OUT/gallery/construction-5.jpg" 74
construction 6 24 "0:#5d9aa2 .6:#e6d7bd 1:#f6efe3" "#6b7a45" 720 210 | render "$OUT/gallery/construction-6.jpg" 74

# ---------------------------------------------------------------------------------------------
echo "destinations…"
# dest_open SKY-STOPS — common start (800x600)
dest_open() {
  svg_open 800 600
  printf '<defs>'; lgrad sky 0 0 0 1 "$1"; printf '</defs>\n'
  echo '<rect width="800" height="600" fill="url(#sky)"/>'
}
dest_close() { # CAPTION
  vignette 800 600 .35
  printf '<defs>'; lgrad foot 0 0 0 1 "0:#000:0 1:#000:.35"; printf '</defs><rect y="440" width="800" height="160" fill="url(#foot)"/>\n'
  caption 32 566 19 "$1"
  svg_close
}
sea_band() { # Y COLOR-TOP COLOR-BOTTOM
  printf '<defs>'; lgrad seab 0 0 0 1 "0:$2 1:$3"; printf '</defs><rect y="%s" width="800" height="%s" fill="url(#seab)"/>\n' "$1" "$((600 - $1))"
}

dest_sumba() {
  dest_open "0:#0b4f4a .55:#6a9a86 .85:#f2c27c 1:#f8d9a2"
  sun 560 330 30 260 "#fff4d8" "#f8b457" .7
  sea_band 360 "#e6b27a" "#0f766e"
  reflection 560 362 470 "#fde2b4"
  printf '<path d="%s" fill="#a08245"/>\n' "$(ridge 800 601 430 "22 0.9 0.4 8 2.2 1.2")"
  printf '<path d="%s" fill="#6f6a36"/>\n' "$(ridge 800 601 480 "16 1.3 2.4 6 3.1 0.3")"
  # traditional Sumba house: tall thatched peak on stilts
  echo '<g fill="#2a2a1c"><polygon points="170,300 140,405 200,405"/><polygon points="120,405 220,405 250,430 90,430"/><rect x="110" y="430" width="120" height="14"/><rect x="118" y="444" width="8" height="40"/><rect x="214" y="444" width="8" height="40"/><rect x="166" y="444" width="8" height="40"/></g>'
  echo '<g fill="#2a2a1c"><polygon points="300,340 280,410 320,410"/><polygon points="268,410 332,410 350,428 250,428"/><rect x="262" y="428" width="76" height="10"/><rect x="266" y="438" width="6" height="30"/><rect x="328" y="438" width="6" height="30"/></g>'
  palm 700 520 .85 "#1d2a1c" -1
  dest_close "Sumba · Indonesia"
}
dest_portugal() {
  dest_open "0:#3d7fa6 .6:#a9cfd8 1:#f3e6cc"
  sun 640 140 26 220 "#fffaf0" "#fde7b8" .6
  sea_band 330 "#6fb3c2" "#0d5c73"
  printf '<path d="M0,600 L0,230 C60,226 110,240 150,262 L190,262 C220,290 260,300 300,330 L330,380 C350,420 380,470 420,600 Z" fill="#d39a5a"/>\n'
  printf '<path d="M0,600 L0,300 C70,300 120,320 170,350 C220,380 250,440 290,600 Z" fill="#b9773f"/>\n'
  printf '<path d="M0,232 C60,226 110,240 150,262 L140,268 C100,250 60,244 0,246 Z" fill="#6f8a46"/>\n'
  echo '<path d="M470,600 L480,470 C490,440 520,430 540,450 L560,600 Z" fill="#c7894c"/><path d="M600,600 L612,520 C620,500 640,500 650,520 L662,600 Z" fill="#b9773f"/>'
  printf '<path d="%s" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="2"/>\n' "$(wave_d 800 200 3 560)"
  dest_close "Portugal"
}
dest_spain() {
  dest_open "0:#f59e0b .45:#f7c26b .8:#f6e2bd 1:#f6efe3"
  sun 560 220 60 330 "#fff7e6" "#fde3a7" .7
  printf '<path d="%s" fill="#d98a52"/>\n' "$(ridge 800 601 330 "20 1 0.7 9 2.4 1.5")"
  printf '<path d="%s" fill="#c2410c" fill-opacity=".85"/>\n' "$(ridge 800 601 390 "14 1.4 2.1 7 3.2 0.6")"
  # whitewashed village on the ridge
  echo '<g fill="#f6efe3"><rect x="140" y="352" width="46" height="36"/><rect x="190" y="340" width="40" height="48"/><rect x="234" y="356" width="54" height="32"/><rect x="292" y="346" width="34" height="42"/><rect x="210" y="318" width="14" height="24"/></g><g fill="#b45a2c"><polygon points="136,352 163,338 190,352"/><polygon points="230,356 261,342 292,356"/></g>'
  printf '<path d="%s" fill="#8f3b15"/>\n' "$(ridge 800 601 470 "10 1.1 1.3 5 4 2")"
  echo '<g fill="#5b6b2e">'; for x in 60 120 180 240 300 360 420 480 540 600 660 720; do printf '<ellipse cx="%s" cy="%s" rx="16" ry="10"/>' "$x" "$((520 + (x / 60 % 2) * 30))"; done; echo '</g>'
  dest_close "Spain"
}
dest_brazil() {
  dest_open "0:#5b3f7a .4:#c05f7a .75:#f59e6b 1:#f8c98f"
  sun 420 380 34 300 "#fff1d6" "#f9b27a" .6
  sea_band 400 "#f0a07c" "#0f5f66"
  reflection 420 402 520 "#fde0c4"
  # Sugarloaf-like domes
  echo '<path d="M480,402 C490,250 560,200 600,210 C650,222 680,300 700,402 Z" fill="#1f4a3c"/>'
  echo '<path d="M360,402 C380,330 420,310 450,320 C480,330 490,370 500,402 Z" fill="#285a48"/>'
  echo '<path d="M0,402 L0,270 C60,250 120,280 170,330 C210,360 250,380 300,402 Z" fill="#17392f"/>'
  printf '<path d="%s" fill="#0e2c24"/>\n' "$(ridge 800 601 520 "10 1.2 0.5 6 3 1.5")"
  palm 90 560 .8 "#0b231d" 1
  palm 740 580 .95 "#0b231d" -1
  dest_close "Brazil"
}
dest_mexico() {
  dest_open "0:#7a2e4a .35:#c2410c .7:#f59e6b 1:#fbd3a0"
  sun 400 400 70 360 "#fff0d0" "#fbbf7a" .8
  # step pyramid
  echo '<g fill="#4a1f1f">'
  for i in 0 1 2 3 4 5; do printf '<rect x="%s" y="%s" width="%s" height="32"/>' "$((230 + i * 28))" "$((470 - i * 32))" "$((340 - i * 56))"; done
  echo '<rect x="376" y="262" width="48" height="24"/><rect x="386" y="240" width="28" height="22"/></g>'
  printf '<path d="%s" fill="#3a1616"/>\n' "$(ridge 800 601 500 "8 1 0.4 4 3 1.1")"
  # agave silhouettes
  for x in 90 650 730; do
    printf '<g transform="translate(%s 540)" fill="#2a1010">' "$x"
    for a in -70 -45 -20 0 20 45 70; do printf '<path transform="rotate(%s)" d="M-6,0 L0,-70 L6,0 Z"/>' "$a"; done
    echo '</g>'
  done
  dest_close "Mexico"
}
dest_costa_rica() {
  dest_open "0:#2f6f5e .5:#8fbfa3 .85:#e4e6c6 1:#f2ecd2"
  echo '<path d="M250,360 L390,170 C400,160 420,160 430,170 L570,360 Z" fill="#4d7a64"/>'
  echo '<g fill="#ffffff" fill-opacity=".55"><ellipse cx="410" cy="200" rx="90" ry="14"/><ellipse cx="470" cy="214" rx="60" ry="10"/></g>'
  printf '<path d="%s" fill="#2e6b4f"/>\n' "$(ridge 800 601 360 "14 1.4 0.2 7 3.7 1.4 3 9 0.4")"
  printf '<path d="%s" fill="#1e5a3e"/>\n' "$(ridge 800 601 420 "12 2.1 1.1 6 5.3 2 3 11 0.3")"
  printf '<path d="%s" fill="#134631"/>\n' "$(ridge 800 601 490 "16 2.8 2.4 7 6.1 0.8 4 13 1.7")"
  palm 80 600 1.05 "#0b2c1f" 1
  palm 720 600 1.2 "#0b2c1f" -1
  palm 640 610 .8 "#0d3324" 1
  dest_close "Costa Rica"
}
dest_thailand() {
  dest_open "0:#1f6f7a .55:#8ccbc4 1:#f2ead2"
  sun 620 170 28 220 "#fffaf0" "#fdf0c8" .5
  sea_band 380 "#5fc2b5" "#0b5e5a"
  echo '<path d="M120,382 C110,300 130,220 170,200 C210,190 230,260 225,382 Z" fill="#2f5a4a"/>'
  echo '<path d="M230,382 C235,320 250,290 270,292 C290,296 300,340 300,382 Z" fill="#3d6b58"/>'
  echo '<path d="M470,382 C460,270 490,150 540,140 C590,150 600,260 590,382 Z" fill="#24483b"/>'
  echo '<path d="M600,382 C610,330 640,300 660,310 C680,320 690,350 690,382 Z" fill="#3d6b58"/>'
  echo '<g fill="#ffffff" fill-opacity=".12"><rect x="110" y="384" width="130" height="4"/><rect x="470" y="384" width="120" height="5"/></g>'
  # long-tail boat
  echo '<g fill="#2a1d14"><path d="M330,470 L470,470 C480,470 500,455 505,440 L512,444 C505,466 490,484 470,486 L340,486 Z"/><rect x="380" y="452" width="40" height="18"/></g>'
  printf '<path d="%s" fill="none" stroke="#ffffff" stroke-opacity=".3" stroke-width="2"/>\n' "$(wave_d 800 160 2 520)"
  dest_close "Thailand"
}
dest_tanzania() {
  dest_open "0:#3b1f3a .35:#a8402a .7:#f08a3c 1:#f9c77a"
  sun 650 400 62 380 "#fff1cc" "#f9b44f" .85
  echo '<path d="M300,442 C380,360 440,318 480,316 C520,316 560,350 640,442 Z" fill="#a0482c"/>'
  echo '<path d="M446,326 C466,316 496,314 516,326 L504,334 L484,328 L466,336 Z" fill="#f6efe3" fill-opacity=".75"/>'
  printf '<path d="%s" fill="#3a1a12"/>\n' "$(ridge 800 601 440 "6 1 0.5 3 4 1")"
  # acacia tree
  echo '<g fill="#1e0d08"><path d="M238,442 L246,360 L210,330 L216,326 L250,350 L258,300 L264,302 L258,356 L300,326 L304,332 L262,364 L256,442 Z"/><ellipse cx="256" cy="318" rx="110" ry="22"/><ellipse cx="200" cy="326" rx="50" ry="14"/><ellipse cx="320" cy="322" rx="56" ry="15"/></g>'
  echo '<g fill="#1e0d08" transform="translate(560 246) scale(.45)"><path d="M238,442 L246,360 L210,330 L216,326 L250,350 L258,300 L264,302 L258,356 L300,326 L304,332 L262,364 L256,442 Z"/><ellipse cx="256" cy="318" rx="110" ry="22"/></g>'
  printf '<path d="%s" fill="#2a120b"/>\n' "$(ridge 800 601 520 "8 1.5 1 4 5 0.2")"
  dest_close "Tanzania"
}
dest_united_states() {
  dest_open "0:#1f4f7a .5:#8fa9c2 .8:#f2c08a 1:#f8d8a8"
  sun 640 300 32 260 "#fff5e0" "#fbcf8f" .6
  printf '<path d="%s" fill="#b86a44"/>\n' "$(ridge 800 601 430 "6 1 0.2 3 3 1")"
  echo '<path d="M90,430 L110,300 L130,290 L260,290 L270,300 L290,430 Z" fill="#a2492a"/>'
  echo '<path d="M470,430 L480,340 L500,330 L540,330 L556,340 L566,430 Z" fill="#9a4326"/>'
  echo '<path d="M600,430 L608,360 L618,352 L634,352 L640,362 L646,430 Z" fill="#8f3d22"/>'
  echo '<path d="M660,430 L666,380 L676,374 L690,374 L696,384 L700,430 Z" fill="#a2492a"/>'
  printf '<path d="%s" fill="#7a3219"/>\n' "$(ridge 800 601 500 "10 1.2 2 5 3.6 0.4")"
  echo '<path d="M380,601 C390,560 420,530 400,500 C380,480 430,470 470,470" fill="none" stroke="#e7c9a0" stroke-opacity=".35" stroke-width="14"/>'
  dest_close "United States"
}
dest_canada() {
  dest_open "0:#1c3f5e .55:#7fa7c2 1:#e6eef2"
  echo '<path d="M80,380 L250,170 L300,220 L380,120 L560,380 Z" fill="#5b7a92"/>'
  echo '<path d="M250,170 L280,206 L266,214 L250,196 L236,214 L222,206 Z M380,120 L420,178 L400,186 L380,164 L360,190 L344,176 Z" fill="#f4f7f9"/>'
  echo '<path d="M460,380 L600,210 L760,380 Z" fill="#6b8aa2"/><path d="M600,210 L632,250 L614,258 L600,240 L586,258 L568,250 Z" fill="#f4f7f9"/>'
  sea_band 380 "#8fb3c9" "#1c4660"
  echo '<g fill="#ffffff" fill-opacity=".12"><rect x="80" y="390" width="480" height="3"/><rect x="460" y="400" width="300" height="3"/></g>'
  # pine forest
  awk 'BEGIN{ printf "<g fill=\"#0f2a2a\">"
    for(i=0;i<26;i++){ x=i*32+((i*37)%17); h=70+((i*53)%60); b=440+((i*29)%40)
      printf "<path d=\"M%d,%d L%d,%d L%d,%d L%d,%d L%d,%d L%d,%d L%d,%d Z\"/>", x-22,b, x-10,b-h*0.45, x-16,b-h*0.45, x,b-h, x+16,b-h*0.45, x+10,b-h*0.45, x+22,b }
    print "</g>" }'
  printf '<path d="%s" fill="#0a1f20"/>\n' "$(ridge 800 601 470 "6 1.3 0.4 3 4 2")"
  dest_close "Canada"
}
dest_greece() {
  dest_open "0:#1e63a8 .6:#7fb6e0 1:#e8f2f8"
  sun 660 110 30 200 "#ffffff" "#fff6da" .6
  sea_band 300 "#3f8fc8" "#0b3f78"
  printf '<path d="%s" fill="#cfc2a8"/>\n' "$(ridge 800 601 400 "18 1 2.6 8 2.6 0.2")"
  echo '<g fill="#ffffff">'
  awk 'BEGIN{ for(i=0;i<14;i++){ x=40+i*55+((i*23)%20); w=48+((i*31)%26); h=40+((i*17)%34); y=430-((i*41)%60)
    printf "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>", x, y-h, w, h+120 } }'
  echo '</g>'
  echo '<g fill="#1d4f9c"><path d="M220,344 a34,34 0 0 1 68,0 Z"/><path d="M566,318 a26,26 0 0 1 52,0 Z"/></g>'
  echo '<g fill="#f4f4f0"><rect x="216" y="344" width="76" height="60"/><rect x="562" y="318" width="60" height="52"/></g>'
  awk 'BEGIN{ printf "<g fill=\"#1d4f9c\">"; for(i=0;i<14;i++){ x=56+i*55+((i*23)%20); y=440-((i*41)%60)
    printf "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"18\"/>", x, y-20 } print "</g>" }'
  printf '<path d="%s" fill="#b9aa8c"/>\n' "$(ridge 800 601 520 "8 1.4 1 4 3 0.5")"
  dest_close "Greece"
}
dest_more_to_come() {
  dest_open "0:#062e2b .6:#0b4f4a 1:#0f766e"
  printf '<defs>'; rgrad glow "0:#f59e0b:.35 1:#f59e0b:0"; printf '</defs><circle cx="400" cy="280" r="260" fill="url(#glow)"/>\n'
  echo '<g fill="none" stroke="#f6efe3" stroke-opacity=".55" stroke-width="2"><circle cx="400" cy="280" r="140"/><ellipse cx="400" cy="280" rx="60" ry="140"/><ellipse cx="400" cy="280" rx="110" ry="140"/><line x1="400" y1="140" x2="400" y2="420"/><line x1="260" y1="280" x2="540" y2="280"/><path d="M276,210 H524 M276,350 H524"/></g>'
  echo '<g fill="#f59e0b"><circle cx="470" cy="330" r="8"/><circle cx="350" cy="230" r="6"/><circle cx="440" cy="200" r="6"/><circle cx="320" cy="320" r="6"/></g>'
  echo '<path d="M470,330 Q420,260 350,230 M470,330 Q460,250 440,200 M470,330 Q390,340 320,320" fill="none" stroke="#f59e0b" stroke-opacity=".7" stroke-width="2" stroke-dasharray="4 6"/>'
  dest_close "More to come"
}
for slug in sumba portugal spain brazil mexico costa-rica thailand tanzania united-states canada greece more-to-come; do
  "dest_${slug//-/_}" | render "$OUT/destinations/$slug.jpg" 72
done

# ---------------------------------------------------------------------------------------------
echo "avatars…"
# 28 background pairs (top, bottom) — ocean, lagoon, sand, sun, coral families, all distinct.
AV_COLORS=(
  "#0f766e:#0b4f4a" "#c2410c:#9a3412" "#f59e0b:#c47a06" "#0e7490:#155e75" "#7c3aed:#5b21b6" "#be185d:#9d174d"
  "#4d7c0f:#365314" "#b45309:#92400e" "#0369a1:#075985" "#a16207:#854d0e" "#047857:#065f46" "#9f1239:#881337"
  "#6d28d9:#4c1d95" "#0f766e:#134e4a" "#c2410c:#7c2d12" "#15803d:#14532d" "#1d4ed8:#1e3a8a" "#b91c1c:#7f1d1d"
  "#0891b2:#0e7490" "#a21caf:#701a75" "#65a30d:#3f6212" "#d97706:#92400e" "#334155:#1e293b" "#0d9488:#115e59"
  "#ea580c:#9a3412" "#4338ca:#312e81" "#be123c:#881337" "#57534e:#292524"
)
AV_INITIALS=(SM LB AT MR AO LK PS NW CD KN VG OH ZM DF FL AP IC JE LA RS HJ TV ML EN NK SO CP FA)  # initials of variants/_shared/avatars.yaml
for i in $(seq 1 28); do
  IFS=: read -r c1 c2 <<<"${AV_COLORS[$((i - 1))]}"
  {
    svg_open 96 96
    printf '<defs>'; lgrad av 0 0 1 1 "0:$c1 1:$c2"; printf '</defs>'
    echo '<rect width="96" height="96" fill="url(#av)"/><circle cx="78" cy="14" r="34" fill="#ffffff" fill-opacity=".08"/>'
    printf '<text x="48" y="60" text-anchor="middle" font-family="%s" font-weight="bold" font-size="32" letter-spacing="1" fill="#ffffff">%s</text>' "$FONT" "${AV_INITIALS[$((i - 1))]}"
    svg_close
  } | render "$OUT/avatars/avatar-$(printf %02d "$i").jpg" 76
done

# ---------------------------------------------------------------------------------------------
echo "testimonials…"
# testimonial SKY-STOPS LOW-TOP LOW-BOTTOM SUN-X SUN-Y FIGURE RIM STYLE(short|long|hat) HORIZON
# A back-lit portrait silhouette (head, hair, shoulders) against a sunset; the rim light is the same
# silhouette in a light colour, shifted towards the sun.
testimonial() {
  local sx=$4 sy=$5 fig=$6 rim=$7 style=$8 hz=$9 dx dy
  dx=$(awk -v x="$sx" 'BEGIN{v=(x<300)?-3:3; print v}'); dy=-3
  svg_open 600 800
  printf '<defs>'; lgrad sky 0 0 0 1 "$1"; lgrad low 0 0 0 1 "0:$2 1:$3"; printf '</defs>\n'
  echo '<rect width="600" height="800" fill="url(#sky)"/>'
  sun "$sx" "$sy" 34 330 "#fff6e0" "#fcd9a0" .85
  printf '<rect y="%s" width="600" height="%s" fill="url(#low)"/>\n' "$hz" "$((800 - hz))"
  reflection "$sx" "$((hz + 2))" 800 "#fde7c0"
  # the silhouette, defined once and drawn twice
  printf '<defs><g id="fig">'
  printf '<path d="M60,800 C66,712 110,672 186,652 C232,640 258,628 266,596 L268,560 C244,538 220,500 216,452 C208,372 248,318 300,318 C352,318 392,372 384,452 C380,500 356,538 332,560 L334,596 C342,628 368,640 414,652 C490,672 534,712 540,800 Z"/>'
  printf '<ellipse cx="218" cy="464" rx="13" ry="24"/><ellipse cx="382" cy="464" rx="13" ry="24"/>'
  case $style in
    long) printf '<path d="M206,470 C188,364 236,304 300,304 C366,304 414,364 396,470 C408,540 424,600 452,640 C404,652 364,632 348,600 L344,470 C334,428 300,406 300,406 C300,406 266,428 256,470 L252,600 C236,632 196,652 148,640 C176,600 194,540 206,470 Z"/>' ;;
    hat) printf '<ellipse cx="300" cy="372" rx="150" ry="24"/><path d="M224,374 C226,310 256,280 300,280 C344,280 374,310 376,374 Z"/>' ;;
    *) printf '<path d="M210,446 C198,352 242,304 302,304 C366,304 404,352 390,446 C378,394 344,372 300,374 C258,374 224,394 210,446 Z"/>' ;;
  esac
  printf '</g></defs>\n'
  printf '<use href="#fig" transform="translate(%s %s)" fill="%s" fill-opacity=".8"/>\n' "$dx" "$dy" "$rim"
  printf '<use href="#fig" fill="%s"/>\n' "$fig"
  vignette 600 800 .4
  svg_close
}
testimonial "0:#0b4f4a .55:#6a9a86 .85:#f2c27c 1:#f8d9a2" "#e0a870" "#0b4f4a" 210 520 "#0a2a27" "#fde2b4" short 560 | render "$OUT/testimonials/testimonial-1.jpg" 74
testimonial "0:#5b2a4a .4:#c2410c .8:#f59e6b 1:#fbd3a0" "#f3b07c" "#5a2a22" 400 500 "#2a0f0c" "#fde2b4" long 540 | render "$OUT/testimonials/testimonial-2.jpg" 74
testimonial "0:#173f33 .5:#4f8a62 .85:#e6cf8f 1:#f3dfa8" "#c9b47a" "#1e3a2a" 180 560 "#102419" "#fbe7b0" hat 600 | render "$OUT/testimonials/testimonial-3.jpg" 74

# ---------------------------------------------------------------------------------------------
echo "og-default…"
{
  svg_open 1200 630 1280 672
  hero_bg 1280 720 | sed -e '1d' -e '$d'
  printf '<defs>'; lgrad ogl 0 0 1 0 "0:#031f1d:.75 .45:#031f1d:.25 .62:#031f1d:0"; printf '</defs><rect width="1280" height="720" fill="url(#ogl)"/>\n'
  # favicon mark
  echo '<g transform="translate(96 190) scale(3)"><rect width="32" height="32" rx="7" fill="#0b4f4a"/><path d="M6 22c4-3 7-3 10 0s6 3 10 0" stroke="#f59e0b" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="21" cy="11" r="4" fill="#f6efe3"/></g>'
  printf '<text x="96" y="390" font-family="%s" font-weight="bold" font-size="104" fill="#f6efe3">Landfall</text>\n' "$FONT_DISPLAY"
  printf '<rect x="98" y="426" width="72" height="5" rx="2" fill="#f59e0b"/>'
  printf '<text x="96" y="480" font-family="%s" font-size="30" letter-spacing="2" fill="#f6efe3" fill-opacity=".9">Glamping · Coworking · Homes</text>\n' "$FONT"
  printf '<text x="96" y="526" font-family="%s" font-size="22" letter-spacing="3" fill="#fbd79a" fill-opacity=".9">FIRST LOCATION: SUMBA · INDONESIA</text>\n' "$FONT"
  svg_close
} | render "$OUT/og-default.jpg" 74

# ---------------------------------------------------------------------------------------------
echo "favicon.ico…"
for s in 16 32; do
  "${FF[@]}" -width 256 -height 256 -i "$PUB/favicon.svg" -vf "scale=$s:$s:flags=area" -frames:v 1 -update 1 "$TMP/fav$s.png"
done
if [ -n "$IM" ]; then
  "$IM" "$TMP/fav16.png" "$TMP/fav32.png" -strip "$PUB/favicon.ico"
else
  "${FF[@]}" -i "$TMP/fav32.png" -frames:v 1 -update 1 "$PUB/favicon.ico"
fi

echo "done:"
(cd "$PUB" && du -b favicon.ico media/*.* media/*/*.* | sort -k2)
