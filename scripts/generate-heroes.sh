#!/usr/bin/env bash
# generate-heroes.sh — the offer pages' hero scenes: public/media/heroes/<slug>.jpg, 1600x900.
#
# The scenes are drawn with the SVG helpers of generate-media.sh (ridge, palm, sun, reflection,
# render…), so this file is sourced by it rather than run alone; running it directly runs
# `generate-media.sh --heroes-only`, which draws these and nothing else.
#
# Every scene leaves the middle calm (sky and sea) and keeps its detail at the edges and the bottom:
# the hero block centres its headline over the picture, and on a phone `object-fit: cover` keeps
# only a central slice about 420 px wide, so each scene also has something at its bottom centre.
# No text is drawn. Each file is a progressive JPEG at the highest quality (from HERO_QUALITY, in
# steps of 2) that fits HERO_MAX_BYTES: the pages' LCP budget depends on it.
#
# Usage: scripts/generate-heroes.sh [SLUG...]   draws only the named heroes (all when none given),
#        so adding a scene does not rewrite the others' files.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  HEROES="$*" exec "$(dirname "$0")/generate-media.sh" --heroes-only
fi

HERO_SLUGS=(v1 city member deal partner prices villa apply padel trip promo subscription family fitness nomadpass country
            mex map soccer ranking)
HERO_QUALITY=80
HERO_MAX_BYTES=90000
mkdir -p "$OUT/heroes"

# render_hero SLUG (SVG on stdin) — rasterise, then encode at the best quality within the budget.
render_hero() {
  local slug=$1 q=$HERO_QUALITY out="$OUT/heroes/$1.jpg" png="$TMP/hero-$1.png" bytes
  cat > "$TMP/hero-$slug.svg"
  svg_to_png "$TMP/hero-$slug.svg" "$png"
  to_jpeg "$png" "$out" "$q"
  bytes=$(wc -c < "$out")
  # Without ImageMagick to_jpeg ignores the quality, so there is nothing to step down.
  while [ -n "$IM" ] && [ "$bytes" -gt "$HERO_MAX_BYTES" ] && [ "$q" -gt 40 ]; do
    q=$((q - 2)); to_jpeg "$png" "$out" "$q"; bytes=$(wc -c < "$out")
  done
  if [ "$bytes" -gt "$HERO_MAX_BYTES" ]; then
    echo "error: heroes/$slug.jpg is $bytes bytes, over the $HERO_MAX_BYTES-byte budget" >&2
    return 1
  fi
  printf '| %-12s | %7s | %7s |\n' "$slug" "$q" "$bytes" >> "$TMP/hero-sizes.md"
}

# ---------------------------------------------------------------------------------------------
# Hero building blocks (all print to stdout; coordinates in the 1600x900 frame)

hero_open() { # SKY-STOPS
  svg_open 1600 900
  printf '<defs>'; lgrad sky 0 0 0 1 "$1"; printf '</defs>\n'
  echo '<rect width="1600" height="900" fill="url(#sky)"/>'
}
hero_close() { # [VIGNETTE-OPACITY]
  vignette 1600 900 "${1:-.34}"
  svg_close
}
# hero_sea Y "offset:color ..." — the sea from the horizon Y down to the bottom.
hero_sea() {
  printf '<defs>'; lgrad sea 0 0 0 1 "$2"; printf '</defs>'
  printf '<rect y="%s" width="1600" height="%s" fill="url(#sea)"/>\n' "$1" "$((900 - $1))"
}
# swell Y0 Y1 COLOR OPACITY — light wave lines between Y0 and Y1, longer and thicker nearer.
swell() {
  local y0=$1 y1=$2 c=$3 o=$4 i y p a w
  for i in 0 1 2 3 4 5; do
    y=$(awk -v a="$y0" -v b="$y1" -v i="$i" 'BEGIN{printf "%d", a+(b-a)*(i/5)^1.6}')
    p=$((90 + i * 70)); a=$(awk -v i="$i" 'BEGIN{print 1+i*.9}'); w=$(awk -v i="$i" 'BEGIN{print 1+i*.5}')
    printf '<path d="%s" fill="none" stroke="%s" stroke-opacity="%s" stroke-width="%s" stroke-dasharray="%s %s"/>\n' \
      "$(wave_d 1600 "$p" "$a" "$y" "$(awk -v a="$a" 'BEGIN{print a*.4}')" "$i")" "$c" "$o" "$w" "$((60 + i * 40))" "$((40 + i * 25))"
  done
}
# stars X0 Y0 X1 Y1 COUNT SEED [OPACITY] — fixed pseudo-random stars (Park–Miller, exact in doubles).
stars() {
  awk -v x0="$1" -v y0="$2" -v x1="$3" -v y1="$4" -v n="$5" -v s="$6" -v o="${7:-.8}" 'BEGIN{
    printf "<g fill=\"#fdf6e3\">"
    for(i=0;i<n;i++){ s=(s*16807)%2147483647; x=x0+(x1-x0)*s/2147483647
      s=(s*16807)%2147483647; y=y0+(y1-y0)*(s/2147483647)^1.4
      s=(s*16807)%2147483647; r=0.7+1.5*s/2147483647
      printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.2f\" fill-opacity=\"%.2f\"/>", x, y, r, o*(0.35+0.65*(1-(y-y0)/(y1-y0))) }
    print "</g>" }'
}
# streaks "x y w ..." COLOR OPACITY — thin horizontal cloud streaks.
streaks() {
  local spec=$1
  printf '<g fill="%s" fill-opacity="%s">' "$2" "$3"
  # shellcheck disable=SC2086
  set -- $spec
  while [ $# -ge 3 ]; do printf '<rect x="%s" y="%s" width="%s" height="5" rx="2.5"/>' "$1" "$2" "$3"; shift 3; done
  echo '</g>'
}
# bell_tent X Y SCALE CANVAS SHADE — a glamping bell tent, base centre at X,Y, door lit from inside.
bell_tent() {
  printf '<g transform="translate(%s %s) scale(%s)">' "$1" "$2" "$3"
  printf '<path d="M-110,0 L-96,-58 C-60,-120 -22,-168 0,-196 C22,-168 60,-120 96,-58 L110,0 Z" fill="%s"/>' "$4"
  printf '<path d="M0,-196 C22,-168 60,-120 96,-58 L110,0 L30,0 Z" fill="%s" fill-opacity=".55"/>' "$5"
  echo '<path d="M-96,-58 L96,-58" stroke="#7a6240" stroke-opacity=".5" stroke-width="3"/>'
  echo '<path d="M-34,0 L0,-118 L34,0 Z" fill="#fbbf5a"/><path d="M-34,0 L0,-118 L-6,0 Z" fill="#fde3a4" fill-opacity=".6"/>'
  echo '<path d="M0,-196 L0,-214" stroke="#4a3a28" stroke-width="5"/>'
  echo '<g stroke="#4a3a28" stroke-opacity=".6" stroke-width="2"><line x1="-96" y1="-58" x2="-150" y2="4"/><line x1="96" y1="-58" x2="150" y2="4"/></g>'
  echo '</g>'
}
# cabin X Y SCALE BODY ROOF [TRIM] — a small gabled home, 200 wide and ~210 tall at scale 1, base-left X,Y.
cabin() {
  printf '<g transform="translate(%s %s) scale(%s)">' "$1" "$2" "$3"
  printf '<rect x="0" y="-120" width="200" height="120" fill="%s"/>' "$4"
  printf '<path d="M0,-121 L100,-200 L200,-121 Z" fill="%s"/>' "$4"
  printf '<path d="M-16,-110 L100,-202 L216,-110" fill="none" stroke="%s" stroke-width="18"/>' "$5"
  echo '<rect x="84" y="-78" width="34" height="78" fill="#fbbf5a"/><rect x="84" y="-78" width="12" height="78" fill="#fde3a4" fill-opacity=".55"/>'
  echo '<rect x="22" y="-86" width="40" height="34" fill="#fcd38a"/><rect x="140" y="-86" width="40" height="34" fill="#fcd38a"/>'
  printf '<rect x="0" y="-4" width="200" height="4" fill="%s"/>' "${6:-#3a2a1e}"
  printf '<circle cx="100" cy="-150" r="12" fill="%s"/>' "${6:-#3a2a1e}"
  echo '</g>'
}
# globe_pin X Y SCALE — an amber map pin whose point is at X,Y.
globe_pin() {
  printf '<g transform="translate(%s %s) scale(%s)"><path d="M0,0 C-6,-14 -22,-30 -22,-46 A22,22 0 0 1 22,-46 C22,-30 6,-14 0,0 Z" fill="#f59e0b"/><circle cy="-46" r="8" fill="#fff4d8"/><ellipse cy="2" rx="10" ry="3" fill="#000" fill-opacity=".25"/></g>\n' "$1" "$2" "$3"
}

# ---------------------------------------------------------------------------------------------
# The scenes

# v1 — glamping tents on a beach hill at golden hour.
hero_v1() {
  hero_open "0:#0a3f3c .32:#2c665f .6:#b9865a .78:#efae66 .9:#f8cb88 1:#fde3b0"
  sun 1080 592 42 560 "#fff3d6" "#f8b25a" .8
  streaks "180 230 360 260 252 220 1040 300 420 1120 322 260 620 400 300" "#fbdcae" .16
  hero_sea 590 "0:#e8ae74 .06:#8a8062 .3:#1f5b55 1:#0b3b38"
  reflection 1080 592 780 "#fde2b4"
  # left hill with three tents, string lights between them
  echo '<path d="M0,900 L0,548 C110,512 250,508 380,540 C470,562 560,612 640,700 L700,900 Z" fill="#5f5a31"/>'
  echo '<path d="M0,548 C110,512 250,508 380,540 C470,562 560,612 640,700 L628,704 C552,622 466,574 378,554 C250,524 110,528 0,562 Z" fill="#c99a55" fill-opacity=".55"/>'
  bell_tent 120 540 .78 "#efe3c8" "#8c7a5c"
  bell_tent 300 538 .92 "#f3e8cf" "#8c7a5c"
  bell_tent 470 592 .7 "#eadcbd" "#8c7a5c"
  echo '<path d="M150,400 Q215,430 280,372 Q390,420 470,470" fill="none" stroke="#2d2619" stroke-opacity=".55" stroke-width="1.5"/>'
  awk 'BEGIN{ printf "<g fill=\"#ffd98a\">"; for(i=0;i<=12;i++){ t=i/12
    if(t<=.5){u=t*2; x=(1-u)^2*150+2*(1-u)*u*215+u^2*280; y=(1-u)^2*400+2*(1-u)*u*430+u^2*372}
    else{u=(t-.5)*2; x=(1-u)^2*280+2*(1-u)*u*390+u^2*470; y=(1-u)^2*372+2*(1-u)*u*420+u^2*470}
    printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.2\"/>", x, y+3 } print "</g>" }'
  # right hill with one tent
  echo '<path d="M1600,900 L1600,600 C1500,584 1400,598 1310,640 C1240,672 1190,730 1160,900 Z" fill="#56532e"/>'
  bell_tent 1390 604 .74 "#efe3c8" "#8c7a5c"
  # beach in front
  printf '<path d="%s" fill="#d9b480"/>\n' "$(ridge 1600 901 812 "10 1 0.4 5 2.6 1")"
  printf '<path d="%s" fill="none" stroke="#fff6e4" stroke-opacity=".5" stroke-width="2.5"/>\n' "$(wave_d 1600 400 6 800 2 1)"
  printf '<path d="%s" fill="#c49d68"/>\n' "$(ridge 1600 901 868 "6 1.4 2 3 3.1 0.3")"
  palm 1585 905 1.1 "#1e2a18" -1
  hero_close .32
}

# city — an eco beach city at dusk: solar roofs, green roofs, palms on the beach in front.
hero_city() {
  hero_open "0:#0d3340 .42:#2c6170 .72:#c98a6c .88:#f0b27c 1:#f7d3a0"
  sun 840 640 40 560 "#fff1d4" "#f6ad62" .7
  streaks "120 200 380 210 222 240 1100 250 360 1180 272 220" "#fbdcae" .13
  # wind turbines far behind the low middle of the city
  for t in "610 470 .75 0" "730 500 .55 40" "1000 486 .65 20"; do
    set -- $t
    printf '<g transform="translate(%s %s) scale(%s)" stroke="#e9efe9" stroke-opacity=".6" fill="none"><line y2="240" stroke-width="5"/><g stroke-width="4" transform="rotate(%s)"><line x2="0" y2="-80"/><line x2="69" y2="40"/><line x2="-69" y2="40"/></g></g>\n' "$1" "$2" "$3" "$4"
  done
  # buildings: "x width height" — tall at the edges, low in the middle
  local b x w h n=0 tones=("#2c5560" "#325d66" "#27505b")
  for b in "0 120 250" "110 90 300" "190 130 210" "310 100 160" "400 120 120" "520 150 70" "680 110 55" "800 140 60" "950 120 75" \
           "1060 110 130" "1160 120 190" "1270 90 270" "1350 130 230" "1470 130 310"; do
    set -- $b; x=$1 w=$2 h=$3; n=$((n + 1))
    printf '<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>' "$x" "$((650 - h))" "$w" "$h" "${tones[$((n % 3))]}"
    # the sunset side of each block catches a little warm light
    printf '<rect x="%s" y="%s" width="10" height="%s" fill="#e8a070" fill-opacity=".22"/>' "$((x + w - 10))" "$((650 - h))" "$h"
    # solar roof: a tilted panel with its grid
    printf '<path d="M%s,%s L%s,%s L%s,%s L%s,%s Z" fill="#28476e"/>' "$((x + 6))" "$((650 - h))" "$((x + w - 6))" "$((650 - h))" "$((x + w - 14))" "$((650 - h - 16))" "$((x + 14))" "$((650 - h - 16))"
    awk -v x="$x" -v w="$w" -v y="$((650 - h))" 'BEGIN{ printf "<g stroke=\"#8fb4d8\" stroke-opacity=\".45\" stroke-width=\"1\">"
      for(i=x+26;i<x+w-14;i+=20) printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", i, y, i+4, y-16
      printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/></g>", x+10, y-8, x+w-10, y-8
      # windows: a fixed pattern of lit and dark
      printf "<g fill=\"#fcd38a\">"
      for(r=y+14;r<642;r+=22) for(c=x+10;c<x+w-16;c+=18) if(((r*7+c*3)/2)%5<2) printf "<rect x=\"%d\" y=\"%d\" width=\"9\" height=\"11\"/>", c, r
      print "</g>" }'
  done
  # green roof gardens on a few of the low ones
  echo '<g fill="#3f6b45"><ellipse cx="560" cy="566" rx="22" ry="9"/><ellipse cx="610" cy="564" rx="16" ry="7"/><ellipse cx="860" cy="576" rx="26" ry="9"/><ellipse cx="1010" cy="561" rx="18" ry="8"/></g>'
  echo '<rect y="648" width="1600" height="12" fill="#d8c7a4"/>'
  hero_sea 660 "0:#e0a67a .1:#6f7a70 .5:#1b4f52 1:#0d393c"
  reflection 840 662 790 "#fde2b4"
  echo '<g fill="#fcd38a" fill-opacity=".35"><rect x="130" y="672" width="60" height="3"/><rect x="300" y="684" width="40" height="3"/><rect x="1200" y="674" width="70" height="3"/><rect x="1400" y="690" width="50" height="3"/></g>'
  printf '<path d="%s" fill="#d6b98c"/>\n' "$(ridge 1600 901 812 "8 1.2 0.7 4 3.3 1.9")"
  printf '<path d="%s" fill="none" stroke="#fff6e4" stroke-opacity=".45" stroke-width="2.5"/>\n' "$(wave_d 1600 360 5 800 2 2)"
  palm 60 905 .85 "#0b211e" 1
  palm 190 895 .6 "#0d2522" -1
  palm 1420 895 .6 "#0d2522" 1
  palm 1545 905 .85 "#0b211e" -1
  hero_close .34
}

# member — standing on the porch of a glamping home, its door open, looking out to sea.
hero_member() {
  hero_open "0:#123f45 .48:#4f7f7c .76:#dca474 .9:#f4c58a 1:#fadcaa"
  sun 1010 598 34 460 "#fff3da" "#f7b869" .75
  streaks "560 300 360 640 320 240 900 270 300" "#fde0b8" .14
  hero_sea 598 "0:#e3ad7c .08:#7a7f6c .35:#215a56 1:#0e3f3d"
  reflection 1010 600 780 "#fde2b4"
  echo '<path d="M1240,600 C1300,572 1380,566 1440,584 L1500,600 Z" fill="#2c4a45" fill-opacity=".8"/>'
  # deck
  echo '<path d="M0,780 L1600,780 L1600,900 L0,900 Z" fill="#7a5438"/>'
  awk 'BEGIN{ printf "<g stroke=\"#4e3322\" stroke-width=\"2\">"; for(y=800;y<900;y+=y/34) printf "<line x1=\"0\" y1=\"%.1f\" x2=\"1600\" y2=\"%.1f\"/>", y, y; print "</g>" }'
  echo '<rect y="776" width="1600" height="8" fill="#a57a52"/>'
  # the home on the left: timber wall, open lit door, lantern
  echo '<rect x="0" y="90" width="420" height="690" fill="#4a3526"/>'
  awk 'BEGIN{ printf "<g stroke=\"#3a281c\" stroke-width=\"3\">"; for(x=30;x<420;x+=34) printf "<line x1=\"%d\" y1=\"90\" x2=\"%d\" y2=\"780\"/>", x, x; print "</g>" }'
  printf '<defs>'; lgrad inside 0 0 0 1 "0:#f7c06a 1:#f59e0b"; printf '</defs>'
  echo '<rect x="130" y="330" width="200" height="450" fill="url(#inside)"/>'
  echo '<path d="M130,780 L130,330 L330,330 Z" fill="#fde3a4" fill-opacity=".35"/>'
  echo '<rect x="118" y="318" width="224" height="14" fill="#2d2016"/><rect x="118" y="318" width="12" height="462" fill="#2d2016"/><rect x="330" y="318" width="12" height="462" fill="#2d2016"/>'
  echo '<path d="M342,332 L402,350 L402,790 L342,780 Z" fill="#5e432f"/>'
  echo '<path d="M150,790 L310,790 L330,806 L130,806 Z" fill="#c2410c" fill-opacity=".85"/>'
  echo '<g><line x1="376" y1="240" x2="376" y2="280" stroke="#2d2016" stroke-width="3"/><rect x="362" y="280" width="28" height="42" rx="4" fill="#2d2016"/><rect x="367" y="286" width="18" height="30" rx="3" fill="#ffd98a"/></g>'
  echo '<g><path d="M40,780 L52,712 L108,712 L120,780 Z" fill="#9a5a34"/><g fill="#2f5a3a"><ellipse cx="64" cy="690" rx="16" ry="34" transform="rotate(-24 64 690)"/><ellipse cx="96" cy="684" rx="16" ry="38" transform="rotate(20 96 684)"/><ellipse cx="80" cy="672" rx="14" ry="42"/></g></g>'
  # canopy along the top with warm bulbs
  echo '<path d="M0,0 H1600 V58 Q1200,96 800,88 Q400,96 0,58 Z" fill="#2b231b"/>'
  echo '<path d="M440,70 Q680,150 920,86 Q1160,150 1420,80" fill="none" stroke="#1c1610" stroke-width="1.5"/>'
  awk 'BEGIN{ printf "<g fill=\"#ffd98a\">"; for(i=0;i<=16;i++){ t=i/16
    if(t<=.5){u=t*2; x=(1-u)^2*440+2*(1-u)*u*680+u^2*920; y=(1-u)^2*70+2*(1-u)*u*150+u^2*86}
    else{u=(t-.5)*2; x=(1-u)^2*920+2*(1-u)*u*1160+u^2*1420; y=(1-u)^2*86+2*(1-u)*u*150+u^2*80}
    printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\"/>", x, y+5 } print "</g>" }'
  # right: a post, a lounge chair and a side table
  echo '<rect x="1490" y="60" width="26" height="720" fill="#3a281c"/><rect x="1486" y="60" width="34" height="14" fill="#2d2016"/>'
  echo '<g fill="#2d2016"><path d="M1200,770 L1230,700 L1250,700 L1228,770 Z"/><path d="M1228,720 L1420,720 L1420,734 L1222,734 Z"/><path d="M1236,700 L1196,610 L1214,604 L1256,700 Z"/><rect x="1400" y="734" width="10" height="40"/><rect x="1236" y="734" width="10" height="40"/></g>'
  echo '<path d="M1214,612 L1254,700 L1404,700 L1404,720 L1232,720 L1198,616 Z" fill="#e9dcc0" fill-opacity=".9"/>'
  echo '<g fill="#2d2016"><rect x="1430" y="700" width="46" height="8"/><rect x="1450" y="708" width="6" height="66"/></g><rect x="1442" y="684" width="16" height="16" rx="3" fill="#f6efe3"/>'
  hero_close .36
}

# deal — three small homes side by side on a dune, three paths to three doors.
hero_deal() {
  hero_open "0:#0f4c5c .45:#5f9aa0 .8:#ecc890 1:#f7e0b6"
  sun 1270 560 32 420 "#fff6e2" "#fbd38d" .7
  streaks "150 250 380 230 272 250 1160 210 320" "#ffffff" .14
  hero_sea 600 "0:#a9cdb8 .1:#4f9a90 .5:#17716a 1:#0d5550"
  reflection 1270 602 720 "#fff1d0"
  swell 640 720 "#ffffff" .18
  printf '<path d="%s" fill="#e4cc9c"/>\n' "$(ridge 1600 901 730 "14 0.9 2.4 6 2.3 0.4")"
  printf '<path d="%s" fill="#d3b582"/>\n' "$(ridge 1600 901 800 "8 1.3 0.2 4 3.4 1.2")"
  echo '<g fill="#e9d6ac" fill-opacity=".9"><path d="M560,900 L600,782 L630,782 L640,900 Z"/><path d="M790,900 L795,782 L825,782 L850,900 Z"/><path d="M1040,900 L1020,782 L1050,782 L1100,900 Z"/></g>'
  cabin 460 784 1.05 "#f3ead9" "#0f766e"
  cabin 695 784 1.05 "#efe0c4" "#c2410c"
  cabin 930 784 1.05 "#f3ead9" "#b45309"
  # dune grass and a fence at the edges
  awk 'BEGIN{ printf "<g stroke=\"#6b7a3a\" stroke-width=\"3\" stroke-linecap=\"round\">"
    n=split("60 130 210 300 1330 1400 1480 1550", xs, " ")
    for(i=1;i<=n;i++){ x=xs[i]; b=790+(i%3)*12; for(k=-2;k<=2;k++) printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", x+k*4, b, x+k*14, b-40-(k*k*3) }
    print "</g>" }'
  echo '<g fill="#8a6a45"><rect x="120" y="812" width="6" height="60"/><rect x="220" y="806" width="6" height="60"/><rect x="320" y="800" width="6" height="60"/><rect x="1270" y="800" width="6" height="60"/><rect x="1370" y="806" width="6" height="60"/><rect x="1470" y="812" width="6" height="60"/></g>'
  echo '<g stroke="#8a6a45" stroke-width="3"><path d="M120,826 L326,814 M120,848 L326,836 M1270,814 L1476,826 M1270,836 L1476,848"/></g>'
  palm 40 880 1.05 "#1f3f33" 1
  palm 1560 885 1.15 "#1f3f33" -1
  hero_close .3
}

# partner — the land seen from above: plots, hedges, a sand path to the beach.
hero_partner() {
  svg_open 1600 900
  printf '<defs>'; lgrad sea 1 0 0 0 "0:#0d5560 .5:#1a8a86 1:#5fc2b5"; lgrad warm 1 0 0 1 "0:#f8b45a:.28 .6:#f8b45a:0"; printf '</defs>\n'
  echo '<rect width="1600" height="900" fill="#3a6446"/>'
  # plots: a slightly rotated grid, calm colours, lighter hedges between them
  echo '<g transform="rotate(-9 800 450)">'
  awk 'BEGIN{ split("#3f6a4a #46724f #4d7853 #577d56 #62805a #6f8a5d", c, " ")
    for(j=0;j<8;j++) for(i=0;i<9;i++){ x=-220+i*230; y=-260+j*190; k=1+((i*7+j*3+i*j)%6)
      printf "<rect x=\"%d\" y=\"%d\" width=\"226\" height=\"186\" fill=\"%s\"/>", x, y, c[k] }
    printf "<g fill=\"none\" stroke=\"#d6e2b4\" stroke-opacity=\".22\" stroke-width=\"4\">"
    for(j=0;j<=8;j++) printf "<line x1=\"-240\" y1=\"%d\" x2=\"1880\" y2=\"%d\"/>", -262+j*190, -262+j*190
    for(i=0;i<=9;i++) printf "<line x1=\"%d\" y1=\"-280\" x2=\"%d\" y2=\"1260\"/>", -222+i*230, -222+i*230
    print "</g>" }'
  echo '</g>'
  # the beach and the sea on the right
  echo '<path d="M1300,0 C1260,200 1330,420 1290,620 C1260,760 1300,840 1290,900 L1600,900 L1600,0 Z" fill="#e5cf9f"/>'
  echo '<path d="M1380,0 C1340,200 1410,420 1370,620 C1340,760 1380,840 1370,900 L1600,900 L1600,0 Z" fill="url(#sea)"/>'
  echo '<path d="M1380,0 C1340,200 1410,420 1370,620 C1340,760 1380,840 1370,900" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="5"/>'
  echo '<path d="M1420,0 C1380,200 1450,420 1410,620 C1380,760 1420,840 1410,900" fill="none" stroke="#ffffff" stroke-opacity=".2" stroke-width="3" stroke-dasharray="40 30"/>'
  # the path: from the bottom left, winding, to the beach
  echo '<path d="M180,900 C260,760 420,760 560,700 C760,620 620,470 820,400 C1000,340 1120,300 1310,250" fill="none" stroke="#2d4a34" stroke-opacity=".5" stroke-width="40" stroke-linecap="round"/>'
  echo '<path d="M180,900 C260,760 420,760 560,700 C760,620 620,470 820,400 C1000,340 1120,300 1310,250" fill="none" stroke="#e2cc9c" stroke-width="28" stroke-linecap="round"/>'
  # small homes on the edge plots, trees (with their shadows) along the edges
  local r
  for r in "90 120 -9" "330 70 -9" "120 560 -9" "1110 700 -9" "1150 110 -9" "420 810 -9"; do
    set -- $r
    printf '<g transform="translate(%s %s) rotate(%s)"><rect x="6" y="6" width="84" height="56" fill="#000" fill-opacity=".25"/><rect width="84" height="56" fill="#e9dfcc"/><path d="M0,0 L42,28 L84,0 M0,56 L42,28 L84,56" stroke="#b9a98a" stroke-width="2" fill="none"/><rect x="0" y="26" width="84" height="4" fill="#c2410c" fill-opacity=".8"/></g>\n' "$1" "$2" "$3"
  done
  awk 'BEGIN{ s=9; n=0
    printf "<g>"
    while(n<70){ s=(s*16807)%2147483647; x=s/2147483647*1300; s=(s*16807)%2147483647; y=s/2147483647*900
      if(x>300 && x<1050 && y>90 && y<780) continue
      s=(s*16807)%2147483647; r=14+18*s/2147483647; n++
      printf "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"%.0f\" fill=\"#000\" fill-opacity=\".22\"/>", x+r*.5, y+r*.5, r
      printf "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"%.0f\" fill=\"%s\"/>", x, y, r, (n%3==0)?"#2a5236":"#244a31"
      printf "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"%.0f\" fill=\"#7fa56a\" fill-opacity=\".35\"/>", x-r*.3, y-r*.3, r*.45 }
    print "</g>" }'
  echo '<rect width="1600" height="900" fill="url(#warm)"/>'
  hero_close .4
}

# prices — three homes of rising size on three terraces.
hero_prices() {
  hero_open "0:#153a4a .45:#3f7480 .78:#e3a06c .92:#f4c48a 1:#f8d8a6"
  sun 520 600 36 460 "#fff3da" "#f7b869" .7
  streaks "980 230 380 1060 252 240 140 280 300" "#fde0b8" .14
  hero_sea 600 "0:#e3ad7c .08:#7a7f6c .35:#215a56 1:#0e3f3d"
  reflection 520 602 760 "#fde2b4"
  # terraces: a riser and a lit top edge each
  echo '<path d="M0,900 L0,776 L560,776 L560,736 L1060,736 L1060,686 L1600,686 L1600,900 Z" fill="#a88f6c"/>'
  echo '<g fill="#e6d3ae"><rect y="776" width="560" height="14"/><rect x="560" y="736" width="500" height="14"/><rect x="1060" y="686" width="540" height="14"/></g>'
  echo '<g fill="#8b7454"><rect x="552" y="736" width="12" height="164"/><rect x="1052" y="686" width="12" height="214"/></g>'
  awk 'BEGIN{ printf "<g stroke=\"#8b7454\" stroke-opacity=\".6\" stroke-width=\"2\">"
    for(y=812;y<900;y+=34) printf "<line x1=\"0\" y1=\"%d\" x2=\"552\" y2=\"%d\"/>", y, y
    for(y=772;y<900;y+=34) printf "<line x1=\"564\" y1=\"%d\" x2=\"1052\" y2=\"%d\"/>", y, y
    for(y=722;y<900;y+=34) printf "<line x1=\"1064\" y1=\"%d\" x2=\"1600\" y2=\"%d\"/>", y, y
    print "</g>" }'
  # small: a cabin; medium: a wider home; large: a two-storey villa with a flat roof
  cabin 190 778 .95 "#f3ead9" "#0f766e"
  echo '<g><rect x="640" y="618" width="300" height="120" fill="#efe0c4"/><path d="M622,622 L790,540 L958,622 L944,628 L790,556 L636,628 Z" fill="#c2410c"/>'
  echo '<rect x="668" y="650" width="70" height="44" fill="#fcd38a"/><rect x="842" y="650" width="70" height="44" fill="#fcd38a"/><rect x="772" y="660" width="36" height="78" fill="#fbbf5a"/></g>'
  echo '<g><rect x="1150" y="450" width="390" height="238" fill="#f3ead9"/><rect x="1130" y="436" width="430" height="16" fill="#fbf6ec"/><rect x="1130" y="560" width="430" height="12" fill="#fbf6ec"/>'
  echo '<rect x="1176" y="470" width="200" height="76" fill="#fcd38a"/><rect x="1400" y="470" width="116" height="76" fill="#fbbf5a"/><rect x="1176" y="588" width="240" height="98" fill="#fbbf5a"/><rect x="1436" y="588" width="80" height="98" fill="#fcd38a"/>'
  echo '<g fill="#e2d4ba"><rect x="1272" y="470" width="5" height="76"/><rect x="1294" y="588" width="5" height="98"/></g></g>'
  palm 60 790 .85 "#173a2f" 1
  palm 1000 748 .6 "#173a2f" -1
  palm 1585 700 .7 "#173a2f" -1
  hero_close .32
}

# villa — a pool villa at blue hour, the lit pool in front.
hero_villa() {
  hero_open "0:#0b1f3a .42:#1d4a6a .76:#a86c6c .92:#e39e72 1:#f2bc86"
  stars 0 0 1600 330 90 4242 .7
  printf '<defs>'; rgrad moonglow "0:#f6efd9:.35 1:#f6efd9:0"; printf '</defs><circle cx="1340" cy="150" r="110" fill="url(#moonglow)"/><circle cx="1340" cy="150" r="26" fill="#f6efd9"/>\n'
  printf '<path d="%s" fill="#173a3a"/>\n' "$(ridge 1600 901 600 "40 0.8 2.9 14 2.2 0.4 5 5 1")"
  printf '<path d="%s" fill="#0f2b2a"/>\n' "$(ridge 1600 901 650 "16 1.6 0.3 8 3.7 2 3 9 1")"
  # the villa: two wings and a thin roof plate, glass walls lit from inside
  printf '<defs>'; lgrad glass 0 0 0 1 "0:#ffd48a 1:#f59e0b"; lgrad pool 0 0 0 1 "0:#5fe0d2 1:#0e8f86"; printf '</defs>'
  echo '<rect x="230" y="618" width="1140" height="128" fill="#1d2b2e"/>'
  echo '<rect x="262" y="638" width="500" height="100" fill="url(#glass)" fill-opacity=".95"/><rect x="840" y="638" width="500" height="100" fill="url(#glass)" fill-opacity=".95"/>'
  echo '<rect x="770" y="630" width="62" height="116" fill="#e9dfcc"/>'
  awk 'BEGIN{ printf "<g fill=\"#1d2b2e\">"; for(x=362;x<760;x+=100) printf "<rect x=\"%d\" y=\"638\" width=\"6\" height=\"100\"/>", x
    for(x=940;x<1340;x+=100) printf "<rect x=\"%d\" y=\"638\" width=\"6\" height=\"100\"/>", x; print "</g>" }'
  echo '<rect x="200" y="604" width="1200" height="16" fill="#f3ead9"/>'
  # deck, pool, reflections of the lit glass
  echo '<rect y="746" width="1600" height="24" fill="#d9cdb6"/><rect y="770" width="1600" height="80" fill="#c4b79c"/>'
  echo '<rect x="220" y="770" width="1160" height="80" fill="url(#pool)"/>'
  awk 'BEGIN{ printf "<g fill=\"#ffd48a\">"; for(i=0;i<9;i++){ y=780+i*8; o=.55-i*.05
    printf "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"3\" rx=\"1.5\" fill-opacity=\"%.2f\"/>", 280+(i*37)%60, y, 420-(i*29)%80, o
    printf "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"3\" rx=\"1.5\" fill-opacity=\"%.2f\"/>", 860+(i*41)%60, y, 420-(i*23)%80, o }
    print "</g>" }'
  echo '<rect y="850" width="1600" height="50" fill="#cfc2a8"/>'
  echo '<g fill="#e9dfcc"><path d="M150,740 L210,740 L228,716 L236,720 L220,746 L150,746 Z"/><path d="M1390,740 L1450,740 L1468,716 L1476,720 L1460,746 L1390,746 Z"/></g>'
  palm 90 770 .9 "#0a1f1e" 1
  palm 20 830 .7 "#0c2524" -1
  palm 1515 775 .95 "#0a1f1e" -1
  palm 1585 835 .7 "#0c2524" 1
  hero_close .4
}

# apply — a laptop on a desk by the sea, for the entrepreneurs' application.
hero_apply() {
  hero_open "0:#1b5d73 .5:#7fb6bf .82:#f0d6a6 1:#f8e6c2"
  sun 1180 470 30 380 "#fffaf0" "#fde7b8" .6
  streaks "160 210 360 240 232 220 1080 190 340" "#ffffff" .18
  hero_sea 560 "0:#a8d2c8 .12:#4f9fa0 .6:#1a6f72 1:#0f5558"
  reflection 1180 562 740 "#fff6e0"
  echo '<g fill="#ffffff"><path d="M330,552 L352,552 L344,520 Z" fill-opacity=".85"/><rect x="326" y="552" width="30" height="4" fill="#1f3a3a"/></g>'
  swell 600 720 "#ffffff" .16
  # the desk: top surface, front edge, grain
  echo '<path d="M0,752 L1600,752 L1600,900 L0,900 Z" fill="#9a6a42"/>'
  echo '<rect y="744" width="1600" height="12" fill="#b58355"/>'
  awk 'BEGIN{ printf "<g fill=\"none\" stroke=\"#7a5232\" stroke-opacity=\".55\" stroke-width=\"2\">"
    for(i=0;i<6;i++){ y=772+i*22; printf "<path d=\"M0,%d C400,%d 900,%d 1600,%d\"/>", y, y+6-(i%2)*12, y-8+(i%3)*6, y+4 }
    print "</g>" }'
  # laptop, right of centre
  echo '<path d="M980,790 L1400,790 L1440,826 L940,826 Z" fill="#c9cfd2"/><path d="M940,826 L1440,826 L1440,834 L940,834 Z" fill="#8e979c"/>'
  echo '<path d="M1150,800 L1230,800 L1234,818 L1146,818 Z" fill="#aab3b8"/>'
  echo '<path d="M1000,786 L1022,566 L1382,566 L1380,786 Z" fill="#1f2a30"/>'
  printf '<defs>'; lgrad screen 0 0 1 1 "0:#2f8f87 1:#0b4f4a"; printf '</defs>'
  echo '<path d="M1018,774 L1036,580 L1366,580 L1366,774 Z" fill="url(#screen)"/>'
  echo '<g fill="#f6efe3" fill-opacity=".85"><rect x="1070" y="608" width="150" height="14" rx="4"/><rect x="1066" y="642" width="250" height="26" rx="5" fill-opacity=".35"/><rect x="1062" y="680" width="250" height="26" rx="5" fill-opacity=".35"/><rect x="1058" y="724" width="120" height="30" rx="15" fill="#f59e0b" fill-opacity="1"/></g>'
  # notebook, pen, cup, plant
  echo '<g transform="rotate(-6 520 820)"><rect x="420" y="790" width="210" height="60" rx="4" fill="#f3ead9"/><rect x="420" y="790" width="16" height="60" fill="#c2410c"/><rect x="470" y="812" width="130" height="3" fill="#c9b99a"/><rect x="470" y="826" width="100" height="3" fill="#c9b99a"/><rect x="650" y="812" width="130" height="8" rx="4" fill="#1f2a30"/></g>'
  echo '<g><path d="M1480,760 L1540,760 L1534,826 L1486,826 Z" fill="#f6efe3"/><path d="M1540,776 C1566,776 1566,806 1536,806" fill="none" stroke="#f6efe3" stroke-width="7"/><ellipse cx="1510" cy="762" rx="28" ry="6" fill="#6b4026"/></g>'
  echo '<g><path d="M120,826 L132,750 L208,750 L220,826 Z" fill="#c2683e"/><g fill="#2f6a4a"><ellipse cx="150" cy="700" rx="18" ry="56" transform="rotate(-28 150 700)"/><ellipse cx="196" cy="704" rx="18" ry="52" transform="rotate(26 196 704)"/><ellipse cx="172" cy="684" rx="16" ry="66"/><ellipse cx="128" cy="730" rx="14" ry="36" transform="rotate(-60 128 730)"/></g></g>'
  palm 40 760 1.05 "#1f3f33" 1
  hero_close .3
}

# padel — a padel court with glass walls, seen from behind one end, palms around it.
hero_padel() {
  hero_open "0:#10344a .42:#3a6f86 .76:#e39a6e .9:#f4bf86 1:#f8d6a4"
  sun 1210 466 34 420 "#fff3da" "#f7b869" .7
  streaks "150 220 360 230 242 220 1060 240 360" "#fde0b8" .14
  hero_sea 470 "0:#e3ad7c .1:#6f8a80 .5:#2a6a66 1:#184a48"
  printf '<path d="%s" fill="#24443a"/>\n' "$(ridge 1600 901 560 "14 1.1 0.4 6 3.1 1.2")"
  palm 330 600 .95 "#0f2a24" 1
  palm 1280 600 1 "#0f2a24" -1
  printf '<path d="%s" fill="#3d6a4a"/>\n' "$(ridge 1600 901 590 "5 1.4 2 3 3.7 0.2")"
  printf '<defs>'; lgrad lawn 0 0 0 1 "0:#3d6a4a 1:#2a4f38"; printf '</defs><rect y="640" width="1600" height="260" fill="url(#lawn)"/>\n'
  # court: X across (-5..5 m), Z from the near end (0..20 m); the camera looks from 6 m up and 6 m
  # behind it, high enough that the court reads as a court and stays in the lower part of the frame.
  awk 'function sx(x,z){ return 800+440*x/(z+6) } function sy(y,z){ return 470+440*(6-y)/(z+6) }
    function quad(x1,y1,z1,x2,y2,z2,x3,y3,z3,x4,y4,z4,fill){ printf "<path d=\"M%.1f,%.1f L%.1f,%.1f L%.1f,%.1f L%.1f,%.1f Z\" %s/>", sx(x1,z1),sy(y1,z1),sx(x2,z2),sy(y2,z2),sx(x3,z3),sy(y3,z3),sx(x4,z4),sy(y4,z4),fill }
    function line(x1,y1,z1,x2,y2,z2,st){ printf "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" %s/>", sx(x1,z1),sy(y1,z1),sx(x2,z2),sy(y2,z2),st }
    BEGIN{
      quad(-8,0,-3, 8,0,-3, 8,0,23, -8,0,23, "fill=\"#c9ad84\"")
      quad(-8,0,23, 8,0,23, 8,0.8,23, -8,0.8,23, "fill=\"#2f5a3e\"")
      quad(-5,0,0, 5,0,0, 5,0,20, -5,0,20, "fill=\"#1f5f9e\"")
      w="stroke=\"#f6efe3\" stroke-width=\"3\""
      line(-5,0,3.05,5,0,3.05,w); line(-5,0,16.95,5,0,16.95,w); line(0,0,3.05,0,0,16.95,w)
      line(-5,0,0,-5,0,20,w); line(5,0,0,5,0,20,w); line(-5,0,20,5,0,20,w)
      # back glass wall and the side glass near the far end
      g="fill=\"#dff3f0\" fill-opacity=\".16\" stroke=\"#dff3f0\" stroke-opacity=\".45\" stroke-width=\"1.5\""
      quad(-5,0,20, 5,0,20, 5,3,20, -5,3,20, g)
      quad(-5,0,16, -5,0,20, -5,3,20, -5,3,16, g); quad(5,0,16, 5,0,20, 5,3,20, 5,3,16, g)
      quad(-5,0,18, -5,0,16, -5,2,16, -5,2,18, g); quad(5,0,18, 5,0,16, 5,2,16, 5,2,18, g)
      # the near side glass (camera is behind the near wall, so only the sides show)
      quad(-5,0,0, -5,0,4, -5,3,4, -5,3,0, g); quad(5,0,0, 5,0,4, 5,3,4, 5,3,0, g)
      # mesh between the glass panels on the sides
      m="stroke=\"#1c2a2e\" stroke-opacity=\".35\" stroke-width=\"1\""
      for(z=4;z<=16;z+=0.5){ line(-5,0,z,-5,3,z,m); line(5,0,z,5,3,z,m) }
      for(y=0;y<=3;y+=0.5){ line(-5,y,4,-5,y,16,m); line(5,y,4,5,y,16,m) }
      # posts
      p="stroke=\"#1c2a2e\" stroke-width=\"4\""
      for(z=0;z<=20;z+=2){ line(-5,0,z,-5,3,z,p); line(5,0,z,5,3,z,p) }
      for(x=-5;x<=5;x+=2) line(x,0,20,x,3,20,p)
      line(-5,3,0,-5,3,20,p); line(5,3,0,5,3,20,p); line(-5,3,20,5,3,20,p)
      # net at mid court
      quad(-5,0,10, 5,0,10, 5,0.88,10, -5,0.88,10, "fill=\"#0f1d1b\" fill-opacity=\".55\"")
      line(-5,0.88,10,5,0.88,10,"stroke=\"#f6efe3\" stroke-width=\"3\"")
      # floodlights at the corners
      for(i=-1;i<=1;i+=2){ line(i*6,0,21,i*6,6,21,"stroke=\"#1c2a2e\" stroke-width=\"3\""); printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"18\" height=\"8\" fill=\"#fff4d8\"/>", sx(i*6,21)-9, sy(6,21)-4 }
    }'
  palm 120 905 .95 "#0f2a24" 1
  palm 1490 905 .95 "#0f2a24" -1
  hero_close .34
}

# trip — an island, a plane's trail across the sky, a boat heading out.
hero_trip() {
  hero_open "0:#145a6e .45:#5fa3ad .8:#f1d3a0 1:#f8e4bf"
  sun 960 500 30 360 "#fffaf0" "#fde7b8" .55
  # plane and its trail, top left
  echo '<path d="M0,246 C160,222 300,190 452,150" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"/>'
  echo '<path d="M0,258 C160,234 300,202 452,162" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="9" stroke-linecap="round"/>'
  echo '<g transform="translate(470 150) rotate(-14)" fill="#f6efe3"><path d="M-30,-4 L30,-4 C40,-4 44,0 40,3 L-30,3 Z"/><path d="M0,-3 L-14,-26 L-6,-26 L14,-3 Z"/><path d="M0,3 L-14,24 L-6,24 L14,3 Z"/><path d="M-30,-4 L-38,-16 L-32,-16 L-22,-4 Z"/></g>'
  streaks "960 250 340 1040 270 220 120 330 260" "#ffffff" .14
  hero_sea 560 "0:#a8d8c8 .1:#5fb9ad .45:#178a86 1:#0b5e5e"
  reflection 960 562 720 "#fff6e0"
  # the island on the right: sand, a green hill, palms; a small one far left
  echo '<path d="M1110,632 C1130,604 1200,584 1300,576 C1420,568 1540,576 1600,586 L1600,640 C1440,646 1240,646 1110,632 Z" fill="#ecd6a6"/>'
  echo '<path d="M1180,594 C1250,536 1340,506 1440,514 C1520,520 1580,548 1600,560 L1600,600 C1460,590 1300,590 1180,594 Z" fill="#2f6a4a"/>'
  echo '<path d="M1110,632 C1240,646 1440,646 1600,640 L1600,652 C1440,660 1240,660 1096,640 Z" fill="#8fd3c4" fill-opacity=".6"/>'
  palm 1270 602 .5 "#173a2f" -1
  palm 1350 596 .62 "#173a2f" 1
  palm 1500 592 .55 "#173a2f" -1
  echo '<path d="M60,566 C110,544 190,540 260,560 L280,566 Z" fill="#2f5a4a" fill-opacity=".75"/>'
  swell 620 840 "#ffffff" .2
  # boat lower left with its wake
  echo '<g fill="none" stroke="#ffffff" stroke-linecap="round"><path d="M470,770 C560,790 680,820 820,870" stroke-opacity=".45" stroke-width="4"/><path d="M470,770 C540,810 620,860 700,900" stroke-opacity=".3" stroke-width="3"/></g>'
  echo '<g transform="translate(380 760)"><path d="M-80,0 L90,0 C100,0 110,-6 116,-14 L-70,-14 Z" fill="#f6efe3"/><path d="M-80,0 L90,0 L84,8 L-74,8 Z" fill="#0f3a3a"/><rect x="-30" y="-38" width="70" height="24" rx="4" fill="#f6efe3"/><rect x="-22" y="-33" width="22" height="12" fill="#1f5a6a"/><rect x="6" y="-33" width="22" height="12" fill="#1f5a6a"/><rect x="40" y="-48" width="4" height="34" fill="#f6efe3"/></g>'
  hero_close .3
}

# promo — sunrise over the open sea: one wide, calm horizon.
hero_promo() {
  hero_open "0:#1a2f55 .3:#4f4f7a .55:#c0707a .74:#f59e6b .88:#fbc88a 1:#fde3b4"
  sun 800 566 78 720 "#fff3d0" "#f9a94f" .85
  streaks "60 300 420 140 322 260 1150 290 400 1220 312 300 40 420 220 1380 440 200" "#fde0c8" .18
  hero_sea 566 "0:#f2b07a .08:#b0706a .3:#3d4a62 1:#182a40"
  reflection 800 568 880 "#fde2b4"
  echo '<path d="M0,566 L0,540 C60,526 140,530 200,548 C240,556 270,562 290,566 Z" fill="#2a2840"/>'
  echo '<path d="M1600,566 L1600,536 C1540,520 1450,522 1380,546 C1350,556 1330,562 1320,566 Z" fill="#2a2840"/>'
  swell 600 880 "#fde2c4" .16
  # a few birds, far from the middle
  awk 'BEGIN{ split("150 190 1.0 210 170 .8 250 205 .7 1330 220 .9 1390 200 .7", b, " ")
    printf "<g fill=\"none\" stroke=\"#2a2840\" stroke-width=\"3\" stroke-linecap=\"round\">"
    for(i=1;i<=15;i+=3) printf "<path transform=\"translate(%s %s) scale(%s)\" d=\"M-16,0 Q-8,-9 0,0 Q8,-9 16,0\"/>", b[i], b[i+1], b[i+2]
    print "</g>" }'
  hero_close .34
}

# subscription — a row of small homes from many places under the moon: living anywhere.
hero_subscription() {
  hero_open "0:#071a2e .5:#10314a .82:#1f5160 1:#2f6a6a"
  stars 0 0 1600 520 160 777 .85
  printf '<defs>'; rgrad moonglow "0:#f6efd9:.45 .4:#f6efd9:.12 1:#f6efd9:0"; printf '</defs><circle cx="1330" cy="170" r="190" fill="url(#moonglow)"/>'
  echo '<circle cx="1330" cy="170" r="48" fill="#f6efd9"/><g fill="#d9d0b6" fill-opacity=".6"><circle cx="1316" cy="158" r="9"/><circle cx="1346" cy="186" r="6"/><circle cx="1338" cy="150" r="4"/></g>'
  printf '<path d="%s" fill="#143a45"/>\n' "$(ridge 1600 901 640 "30 0.9 1.7 12 2.4 0.6")"
  printf '<path d="%s" fill="#0f2d36"/>\n' "$(ridge 1600 901 742 "8 1.3 0.2 4 3.1 2")"
  # the homes, each in another style, each with a lit window
  local L='#fcd38a'
  echo '<g>'
  # gabled cottage
  printf '<rect x="40" y="660" width="150" height="100" fill="#2a4a55"/><path d="M28,664 L115,596 L202,664 Z" fill="#1c3640"/><rect x="70" y="690" width="30" height="26" fill="%s"/><rect x="130" y="700" width="28" height="60" fill="%s"/>' "$L" "$L"
  # flat-roofed white house
  printf '<rect x="240" y="650" width="160" height="112" fill="#3f5a63"/><rect x="232" y="642" width="176" height="10" fill="#4d6a72"/><rect x="262" y="676" width="40" height="30" fill="%s"/><rect x="330" y="676" width="40" height="30" fill="%s"/>' "$L" "$L"
  # A-frame
  printf '<path d="M450,764 L535,610 L620,764 Z" fill="#233f49"/><path d="M512,764 L535,720 L558,764 Z" fill="%s"/>' "$L"
  # round hut with a cone roof
  printf '<rect x="668" y="690" width="120" height="72" fill="#2f4d57"/><path d="M650,694 L728,626 L806,694 Z" fill="#1c3640"/><rect x="712" y="718" width="30" height="44" fill="%s"/>' "$L"
  # house on stilts
  printf '<rect x="850" y="650" width="150" height="70" fill="#2a4a55"/><path d="M838,654 L925,600 L1012,654 Z" fill="#1c3640"/><g fill="#1c3640"><rect x="862" y="720" width="8" height="44"/><rect x="980" y="720" width="8" height="44"/></g><rect x="880" y="670" width="34" height="26" fill="%s"/>' "$L"
  # tall narrow townhouse
  printf '<rect x="1050" y="600" width="100" height="162" fill="#3a5560"/><path d="M1044,604 L1100,560 L1156,604 Z" fill="#1c3640"/><rect x="1072" y="622" width="24" height="26" fill="%s"/><rect x="1106" y="670" width="24" height="26" fill="%s"/>' "$L" "$L"
  # dome
  printf '<path d="M1200,764 L1200,720 A80,80 0 0 1 1360,720 L1360,764 Z" fill="#2f4d57"/><rect x="1266" y="718" width="30" height="46" fill="%s"/>' "$L"
  # cabin with a chimney
  printf '<rect x="1420" y="672" width="150" height="90" fill="#2a4a55"/><path d="M1408,676 L1495,614 L1582,676 Z" fill="#1c3640"/><rect x="1530" y="620" width="16" height="36" fill="#1c3640"/><rect x="1446" y="696" width="34" height="28" fill="%s"/>' "$L"
  echo '</g>'
  printf '<path d="%s" fill="#0b242b"/>\n' "$(ridge 1600 901 772 "4 1.1 0.7 2 2.9 1.4")"
  printf '<defs>'; rgrad lampglow "0:#fcd38a:.5 .35:#fcd38a:.15 1:#fcd38a:0"; printf '</defs>'
  echo '<path d="M0,812 C400,800 1200,800 1600,812 L1600,846 C1200,836 400,836 0,846 Z" fill="#183c45"/>'
  echo '<path d="M0,829 C400,818 1200,818 1600,829" fill="none" stroke="#fcd38a" stroke-opacity=".25" stroke-width="2" stroke-dasharray="26 22"/>'
  awk 'BEGIN{ for(x=215;x<1600;x+=390){
      printf "<circle cx=\"%d\" cy=\"712\" r=\"60\" fill=\"url(#lampglow)\"/>", x
      printf "<rect x=\"%d\" y=\"712\" width=\"5\" height=\"96\" fill=\"#0a1f25\"/><rect x=\"%d\" y=\"702\" width=\"15\" height=\"14\" rx=\"3\" fill=\"#fde7b0\"/>", x-2, x-7
      printf "<ellipse cx=\"%d\" cy=\"818\" rx=\"46\" ry=\"7\" fill=\"#fcd38a\" fill-opacity=\".14\"/>", x } }'
  hero_close .36
}

# family — a beach afternoon: a kite high on the left, a playground on the right.
hero_family() {
  hero_open "0:#1b6f86 .5:#79bfc6 .84:#f3e0b5 1:#f9ecd0"
  sun 1360 200 30 320 "#fffaf0" "#fdf0c8" .55
  streaks "880 240 320 960 262 200 520 200 280" "#ffffff" .2
  hero_sea 560 "0:#a8dccb .12:#5fc2b5 .5:#1f9a90 1:#137a72"
  swell 590 680 "#ffffff" .25
  printf '<path d="%s" fill="#efd9ae"/>\n' "$(ridge 1600 901 700 "10 0.8 1.2 4 2.4 0.3")"
  printf '<path d="%s" fill="none" stroke="#ffffff" stroke-opacity=".6" stroke-width="3"/>\n' "$(wave_d 1600 320 4 694 2 0.5)"
  printf '<path d="%s" fill="#e3c996"/>\n' "$(ridge 1600 901 840 "6 1.6 2 3 3.4 1")"
  # kite with its tail, string down to the child
  echo '<path d="M250,190 C230,320 180,520 196,740" fill="none" stroke="#4a3a28" stroke-opacity=".6" stroke-width="1.5"/>'
  echo '<g transform="translate(250 190) rotate(-14)"><path d="M0,-70 L50,0 L0,90 L-50,0 Z" fill="#f59e0b"/><path d="M0,-70 L50,0 L0,0 Z" fill="#e4572e"/><path d="M0,0 L0,90 L-50,0 Z" fill="#e4572e"/><path d="M0,-70 L0,90 M-50,0 L50,0" stroke="#4a3a28" stroke-opacity=".5" stroke-width="2"/></g>'
  echo '<path d="M232,276 C260,300 200,320 232,350 C262,378 206,396 236,428" fill="none" stroke="#4a3a28" stroke-opacity=".5" stroke-width="1.5"/>'
  echo '<g fill="#0f766e"><path d="M246,300 l10,-6 l0,12 Z"/><path d="M216,336 l-10,-6 l0,12 Z"/><path d="M248,372 l10,-6 l0,12 Z"/><path d="M220,410 l-10,-6 l0,12 Z"/></g>'
  # the child flying it, a parent beside
  echo '<g fill="#2a3a3a"><circle cx="196" cy="730" r="13"/><path d="M184,744 L208,744 L212,790 L180,790 Z"/><rect x="184" y="788" width="8" height="30"/><rect x="196" y="788" width="8" height="30"/><path d="M206,748 L196,740 L200,736 L212,746 Z"/></g>'
  echo '<g fill="#2a3a3a"><circle cx="110" cy="690" r="17"/><path d="M92,710 L128,710 L134,780 L86,780 Z"/><rect x="92" y="778" width="11" height="46"/><rect x="115" y="778" width="11" height="46"/></g>'
  # sandcastle, bucket and umbrella at the bottom middle
  echo '<g fill="#d8b97f"><rect x="700" y="820" width="120" height="40"/><rect x="720" y="790" width="36" height="30"/><rect x="766" y="796" width="34" height="24"/><path d="M720,790 l6,-8 l6,8 l6,-8 l6,8 l6,-8 l6,8 Z"/></g>'
  echo '<path d="M860,862 L868,820 L902,820 L910,862 Z" fill="#e4572e"/><path d="M866,822 C870,804 900,804 904,822" fill="none" stroke="#e4572e" stroke-width="3"/>'
  echo '<g><line x1="520" y1="860" x2="560" y2="690" stroke="#4a3a28" stroke-width="5"/><path d="M450,716 C480,650 640,640 680,700 Z" fill="#f6efe3"/><path d="M490,706 C510,668 560,660 570,698 Z M610,700 C610,672 650,676 680,700 Z" fill="#e4572e"/></g>'
  # playground: swing set and slide
  echo '<g stroke="#0f4f4a" stroke-width="9" stroke-linecap="round" fill="none"><path d="M1140,820 L1200,560 L1260,820 M1400,820 L1460,560 L1520,820 M1200,560 L1460,560"/></g>'
  echo '<g stroke="#3a2a1e" stroke-width="3"><line x1="1260" y1="564" x2="1260" y2="720"/><line x1="1300" y1="564" x2="1300" y2="720"/><line x1="1360" y1="564" x2="1344" y2="700"/><line x1="1400" y1="564" x2="1384" y2="700"/></g>'
  echo '<g fill="#f59e0b"><rect x="1252" y="718" width="56" height="10" rx="3"/><rect x="1336" y="698" width="56" height="10" rx="3" transform="rotate(-8 1364 703)"/></g>'
  palm 1590 700 .9 "#1f4f44" -1
  echo '<g stroke="#0f4f4a" stroke-width="7" stroke-linecap="round"><line x1="1530" y1="640" x2="1530" y2="820"/><line x1="1580" y1="640" x2="1590" y2="820"/><line x1="1534" y1="690" x2="1582" y2="690"/><line x1="1535" y1="740" x2="1585" y2="740"/><line x1="1536" y1="790" x2="1588" y2="790"/></g>'
  echo '<rect x="1516" y="632" width="76" height="12" fill="#0f4f4a"/>'
  echo '<path d="M1522,636 C1480,700 1450,760 1400,800 L1370,812 L1378,826 L1414,814 C1466,774 1500,712 1540,644 Z" fill="#e4572e"/><path d="M1526,640 C1486,702 1456,760 1408,798" fill="none" stroke="#f6a582" stroke-width="4"/>'
  hero_close .28
}

# fitness — an outdoor gym on a deck by the sea in the morning.
hero_fitness() {
  hero_open "0:#0f4f63 .48:#6aa8b0 .8:#f2cf9a 1:#f9e3bd"
  sun 1230 548 36 460 "#fff6e2" "#fbd38d" .7
  streaks "140 230 360 220 252 240 860 210 300" "#ffffff" .16
  hero_sea 560 "0:#c9c8a8 .1:#5f9f9a .5:#1c6f70 1:#0f5153"
  reflection 1230 562 760 "#fff1d0"
  swell 600 740 "#ffffff" .16
  # the deck
  echo '<path d="M0,780 L1600,780 L1600,900 L0,900 Z" fill="#8a6440"/><rect y="774" width="1600" height="10" fill="#b58a5c"/>'
  awk 'BEGIN{ printf "<g stroke=\"#5e4028\" stroke-width=\"2\">"; for(x=-400;x<2000;x+=80) printf "<line x1=\"%d\" y1=\"784\" x2=\"%d\" y2=\"900\"/>", x, 800+(x-800)*1.35; print "</g>" }'
  # pull-up rig on the left: posts, bars at three heights, monkey bars on top
  echo '<g fill="#1f2d33"><rect x="60" y="430" width="14" height="352"/><rect x="220" y="470" width="14" height="312"/><rect x="380" y="470" width="14" height="312"/><rect x="60" y="430" width="174" height="10"/><rect x="220" y="470" width="174" height="10"/><rect x="74" y="600" width="146" height="8"/></g>'
  awk 'BEGIN{ printf "<g fill=\"#1f2d33\">"; for(x=84;x<220;x+=26) printf "<rect x=\"%d\" y=\"432\" width=\"6\" height=\"20\"/>", x; print "</g>" }'
  echo '<g stroke="#f59e0b" stroke-width="5"><line x1="300" y1="480" x2="300" y2="560"/><line x1="316" y1="480" x2="316" y2="560"/></g><g fill="#f59e0b"><rect x="294" y="560" width="12" height="22" rx="4"/><rect x="310" y="560" width="12" height="22" rx="4"/></g>'
  # parallel bars and a bench on the right
  echo '<g fill="#1f2d33"><rect x="1150" y="690" width="10" height="92"/><rect x="1380" y="690" width="10" height="92"/><rect x="1150" y="690" width="240" height="8"/><rect x="1170" y="720" width="10" height="62"/><rect x="1400" y="720" width="10" height="62"/><rect x="1170" y="720" width="240" height="8"/></g>'
  echo '<g fill="#1f2d33"><rect x="1440" y="740" width="150" height="14"/><rect x="1452" y="754" width="10" height="28"/><rect x="1568" y="754" width="10" height="28"/></g>'
  # mat and kettlebells at the bottom middle
  echo '<path d="M610,836 L980,836 L1000,876 L590,876 Z" fill="#0f766e"/><path d="M610,836 L980,836 L984,844 L606,844 Z" fill="#14a394" fill-opacity=".6"/>'
  echo '<g fill="#1f2d33"><circle cx="1060" cy="846" r="24"/><path d="M1044,826 C1044,800 1076,800 1076,826" fill="none" stroke="#1f2d33" stroke-width="7"/><circle cx="1120" cy="852" r="18"/><path d="M1108,838 C1108,818 1132,818 1132,838" fill="none" stroke="#1f2d33" stroke-width="6"/></g>'
  echo '<g fill="#c2410c"><rect x="470" y="810" width="80" height="50" rx="4"/><rect x="480" y="818" width="60" height="4" fill="#f6efe3" fill-opacity=".5"/></g>'
  palm 1545 690 .95 "#1f3f33" -1
  hero_close .3
}

# nomadpass — the curve of a globe with pins on it and a little house standing on it.
hero_nomadpass() {
  hero_open "0:#06202a .55:#0b3f46 1:#12605c"
  stars 0 0 1600 560 130 1234 .8
  printf '<defs>'; rgrad atmo "0:#f59e0b:0 .88:#f59e0b:0 .93:#fbd38d:.35 1:#fbd38d:0"
  rgrad ocean "0:#12807a .8:#0b5a55 1:#083f3c"
  printf '<clipPath id="globe"><circle cx="800" cy="1500" r="900"/></clipPath></defs>\n'
  echo '<circle cx="800" cy="1500" r="990" fill="url(#atmo)"/><circle cx="800" cy="1500" r="900" fill="url(#ocean)"/>'
  echo '<g clip-path="url(#globe)">'
  # land masses, then the grid
  echo '<g fill="#3b8a62"><path d="M120,820 C180,740 300,700 380,720 C450,740 470,800 420,850 C380,890 260,900 200,900 L120,900 Z"/><path d="M560,640 C640,610 720,620 760,650 C790,690 740,720 680,716 C620,712 560,690 560,640 Z"/><path d="M940,630 C1020,606 1120,620 1180,660 C1250,710 1360,720 1420,800 C1450,850 1440,900 1440,900 L1180,900 C1160,840 1080,780 1000,760 C930,740 900,680 940,630 Z"/></g>'
  echo '<g fill="none" stroke="#f6efe3" stroke-opacity=".18" stroke-width="2">'
  awk 'BEGIN{ for(k=1;k<=5;k++){ cy=1500-900*cos(k*0.22); r=900*sin(k*0.22); printf "<ellipse cx=\"800\" cy=\"%.1f\" rx=\"%.1f\" ry=\"%.1f\"/>", cy+60, r, r*0.22 }
    for(k=-4;k<=4;k++){ if(k==0){ print "<line x1=\"800\" y1=\"600\" x2=\"800\" y2=\"900\"/>"; continue } printf "<ellipse cx=\"800\" cy=\"1500\" rx=\"%.1f\" ry=\"900\"/>", 900*sin((k<0?-k:k)*0.34) } }'
  echo '</g></g>'
  # routes from pin to pin and on to the house, arching over the globe
  echo '<g fill="none" stroke="#fbd38d" stroke-opacity=".75" stroke-width="2.5" stroke-dasharray="6 8"><path d="M270,790 Q360,600 530,690"/><path d="M530,690 Q640,560 770,650"/><path d="M770,650 Q930,540 1080,612"/><path d="M1130,640 Q1320,620 1390,830"/></g>'
  globe_pin 270 790 1.1
  globe_pin 530 690 .95
  globe_pin 770 650 .9
  globe_pin 1390 830 1.1
  # a small house standing on the globe right of the top, tilted to its surface
  printf '<g transform="rotate(20 800 1500) translate(800 606) scale(.9)">'
  echo '<rect x="-60" y="-76" width="120" height="76" fill="#f3ead9"/><path d="M-74,-72 L0,-132 L74,-72 Z" fill="#c2410c"/><rect x="-14" y="-46" width="28" height="46" fill="#fbbf5a"/><rect x="-48" y="-60" width="24" height="20" fill="#fcd38a"/><rect x="24" y="-60" width="24" height="20" fill="#fcd38a"/></g>'
  hero_close .36
}

# country — flags of no real country on poles along a beach promenade, in perspective.
hero_country() {
  hero_open "0:#0d4a63 .48:#5aa0b0 .8:#f3d09c 1:#f9e4be"
  sun 800 540 30 360 "#fffaf0" "#fde7b8" .5
  streaks "120 220 340 200 242 220 1120 230 360 1200 252 220" "#ffffff" .16
  hero_sea 560 "0:#a8d2c8 .12:#4f9fa0 .6:#1a6f72 1:#0f5558"
  swell 590 660 "#ffffff" .18
  echo '<path d="M0,900 L0,640 C400,628 1200,628 1600,640 L1600,900 Z" fill="#ecd6a6"/>'
  printf '<path d="%s" fill="none" stroke="#ffffff" stroke-opacity=".6" stroke-width="3"/>\n' "$(wave_d 1600 300 3 636 1.5 1)"
  # promenade converging on the middle of the horizon
  echo '<path d="M0,900 L760,600 L840,600 L1600,900 Z" fill="#d9c09a"/><path d="M300,900 L780,600 L820,600 L1300,900 Z" fill="#cdb088" fill-opacity=".5"/>'
  printf '<defs><clipPath id="flagc"><path d="M0,0 C50,-12 100,12 150,0 L150,100 C100,112 50,88 0,100 Z"/></clipPath></defs>\n'
  # designs: stripes and shapes in the theme's colours, on a unit flag 150x100
  local designs=(
    '<rect width="150" height="34" fill="#0f766e"/><rect y="33" width="150" height="34" fill="#f6efe3"/><rect y="66" width="150" height="34" fill="#f59e0b"/>'
    '<rect width="75" height="100" fill="#b91c1c"/><rect x="75" width="75" height="100" fill="#f6efe3"/><circle cx="75" cy="50" r="20" fill="#f59e0b"/>'
    '<rect width="150" height="100" fill="#1d4ed8"/><path d="M0,0 L150,100 L150,70 L45,0 Z" fill="#facc15"/>'
    '<rect width="150" height="100" fill="#4d7c0f"/><rect y="40" width="150" height="20" fill="#f6efe3"/><rect x="40" width="20" height="100" fill="#f6efe3"/>'
    '<rect width="150" height="50" fill="#f59e0b"/><rect y="50" width="150" height="50" fill="#0b4f4a"/><circle cx="40" cy="50" r="16" fill="#f6efe3"/>'
    '<rect width="50" height="100" fill="#0e7490"/><rect x="50" width="50" height="100" fill="#facc15"/><rect x="100" width="50" height="100" fill="#e4572e"/>'
    '<rect width="150" height="100" fill="#e4572e"/><path d="M0,0 L60,50 L0,100 Z" fill="#f6efe3"/>'
    '<rect width="150" height="100" fill="#f6efe3"/><rect y="12" width="150" height="14" fill="#0f766e"/><rect y="74" width="150" height="14" fill="#0f766e"/><circle cx="75" cy="50" r="18" fill="#c2410c"/>'
  )
  # poles at depths 0..3 on each side; scale = 1/(1 + 0.6*depth), foot on the ground toward (800,600)
  local i side s x yb h d=0
  for i in 3 2 1 0; do
    for side in -1 1; do
      s=$(awk -v i="$i" 'BEGIN{print 1/(1+0.65*i)}')
      x=$(awk -v s="$s" -v side="$side" 'BEGIN{printf "%.1f", 800+side*655*s}')
      yb=$(awk -v s="$s" 'BEGIN{printf "%.1f", 600+300*s}')
      h=$(awk -v s="$s" 'BEGIN{printf "%.1f", 520*s}')
      printf '<g transform="translate(%s %s) scale(%s)">' "$x" "$yb" "$s"
      echo '<ellipse cx="0" cy="0" rx="20" ry="5" fill="#000" fill-opacity=".2"/><rect x="-5" y="-520" width="10" height="520" fill="#e9eef0"/><rect x="-5" y="-520" width="3" height="520" fill="#ffffff" fill-opacity=".6"/><circle cy="-524" r="9" fill="#f59e0b"/>'
      printf '<g transform="translate(5 -505)"><g clip-path="url(#flagc)">%s</g></g></g>\n' "${designs[$d]}"
      d=$((d + 1))
    done
  done
  hero_close .3
}

# Issue 10's scenes (mex, map, soccer, ranking) and their shapes live in a second file.
. "$(dirname "${BASH_SOURCE[0]}")/generate-heroes-2.sh"

# ---------------------------------------------------------------------------------------------
: > "$TMP/hero-sizes.md"
# shellcheck disable=SC2206
wanted=(${HEROES:-${HERO_SLUGS[@]}})
for slug in "${wanted[@]}"; do
  if ! declare -F "hero_$slug" >/dev/null; then
    echo "error: no hero scene '$slug' (known: ${HERO_SLUGS[*]})" >&2
    exit 1
  fi
done
for slug in "${wanted[@]}"; do
  "hero_$slug" | render_hero "$slug"
done
echo "heroes (bytes ≤ $HERO_MAX_BYTES, progressive JPEG, quality chosen per file):"
printf '| %-12s | %7s | %7s |\n|%s|%s|%s|\n' slug quality bytes "--------------" "---------" "---------"
cat "$TMP/hero-sizes.md"
