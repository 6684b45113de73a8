# generate-heroes-2.sh — issue 10's hero scenes (mex, map, soccer, ranking) and the shapes only
# they use. Sourced by generate-heroes.sh, which renders them with the others; it has no main of its
# own. The same rules hold: calm middle, detail at the edges and the bottom centre, no text.
# shellcheck shell=bash

# Each scene comes after the shapes it uses; all print SVG to stdout, in the 1600x900 frame.

# ---------------------------------------------------------------------------------------------
# mex

# agave X Y SCALE COLOR [EDGE] — a rosette of stiff pointed leaves, base centre at X,Y (~150*SCALE tall).
agave() {
  awk -v x="$1" -v y="$2" -v s="$3" -v c="$4" -v e="${5:-#000}" 'BEGIN{
    pi=atan2(0,-1); printf "<g transform=\"translate(%s %s) scale(%s)\" fill=\"%s\">", x, y, s, c
    n=split("-78 -58 -38 -20 -6 8 24 42 62 80", a, " ")
    for(i=1;i<=n;i++){ t=a[i]*pi/180; l=150-((i*37)%5)*14-(a[i]<0?-a[i]:a[i])*.5; w=19
      tx=l*sin(t); ty=-l*cos(t); nx=w*cos(t); ny=w*sin(t)
      printf "<path d=\"M%.1f,%.1f Q%.1f,%.1f %.1f,%.1f Q%.1f,%.1f %.1f,%.1f Z\"/>", -nx, -ny, tx*.45-nx, ty*.45-ny, tx, ty, tx*.45+nx, ty*.45+ny, nx, ny
      printf "<path d=\"M0,0 Q%.1f,%.1f %.1f,%.1f\" fill=\"none\" stroke=\"%s\" stroke-opacity=\".25\" stroke-width=\"2\"/>", tx*.45, ty*.45, tx*.95, ty*.95, e }
    print "</g>" }'
}
# bunting X1 Y1 X2 Y2 SAG "COLOR ..." — papel-picado flags on a sagging string (quadratic curve).
bunting() {
  awk -v x1="$1" -v y1="$2" -v x2="$3" -v y2="$4" -v sag="$5" -v cs="$6" 'BEGIN{
    n=split(cs, c, " "); cx=(x1+x2)/2; cy=(y1+y2)/2+sag; k=int(sqrt((x2-x1)^2+(y2-y1)^2)/34)
    printf "<path d=\"M%s,%s Q%s,%s %s,%s\" fill=\"none\" stroke=\"#2a1420\" stroke-opacity=\".6\" stroke-width=\"1.5\"/>", x1, y1, cx, cy, x2, y2
    for(i=1;i<k;i++){ t=i/k; x=(1-t)^2*x1+2*(1-t)*t*cx+t^2*x2; y=(1-t)^2*y1+2*(1-t)*t*cy+t^2*y2
      printf "<path d=\"M%.1f,%.1f h22 v22 l-5,5 l-6,-5 l-6,5 l-5,-5 Z\" fill=\"%s\" fill-opacity=\".92\"/>", x-11, y, c[1+(i%n)]
      printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"8\" height=\"6\" fill=\"#2a1420\" fill-opacity=\".35\"/>", x-4, y+8 }
    print "" }'
}
# casita X Y — a small modern Mexican home, base-left X,Y: a rose cube with an arched lit door and a
# lower terracotta wing, flat roofs whose parapets catch the sunset; about 400 wide and 200 tall.
casita() {
  printf '<g transform="translate(%s %s)">' "$1" "$2"
  echo '<rect x="-10" y="-4" width="420" height="10" fill="#3a1a22" fill-opacity=".35"/>'
  echo '<rect x="250" y="-120" width="150" height="120" fill="#b8583c"/><rect x="250" y="-132" width="156" height="14" fill="#a34a32"/><rect x="250" y="-132" width="156" height="3" fill="#ffb98a"/>'
  echo '<rect x="0" y="-200" width="250" height="200" fill="#a8485e"/><rect x="-6" y="-214" width="262" height="16" fill="#923c52"/><rect x="-6" y="-214" width="262" height="3" fill="#ffc29a"/>'
  echo '<rect x="236" y="-198" width="14" height="198" fill="#7e3246"/>'
  echo '<path d="M98,0 L98,-96 A36,36 0 0 1 170,-96 L170,0 Z" fill="#fbbf5a"/><path d="M98,0 L98,-96 A36,36 0 0 1 124,-130 L124,0 Z" fill="#fde3a4" fill-opacity=".55"/>'
  echo '<rect x="26" y="-150" width="48" height="60" fill="#fcd38a"/><rect x="26" y="-150" width="48" height="6" fill="#7e3246"/><line x1="50" y1="-144" x2="50" y2="-90" stroke="#7e3246" stroke-width="3"/>'
  echo '<rect x="280" y="-88" width="90" height="44" fill="#fcd38a"/><g stroke="#8e3a26" stroke-width="3"><line x1="310" y1="-88" x2="310" y2="-44"/><line x1="340" y1="-88" x2="340" y2="-44"/></g>'
  # a pergola of thin beams on the wing's roof, and two pots by the door
  echo '<g fill="#5a2a1e"><rect x="262" y="-176" width="6" height="44"/><rect x="388" y="-176" width="6" height="44"/><rect x="256" y="-180" width="144" height="6"/></g>'
  echo '<g fill="#5a2a1e" fill-opacity=".8">'; for i in 0 1 2 3 4 5; do printf '<rect x="%s" y="-186" width="6" height="12"/>' $((266 + i * 24)); done; echo '</g>'
  echo '<g fill="#c2683e"><path d="M182,0 L186,-30 L214,-30 L218,0 Z"/><path d="M54,0 L57,-22 L79,-22 L82,0 Z"/></g>'
  echo '</g>'
  agave "$(($1 + 200))" "$(($2 - 28))" .32 "#2f5a4a" "#ffffff"
  agave "$(($1 + 68))" "$(($2 - 20))" .24 "#2f5a4a" "#ffffff"
}

# mex — a Mexican beach at sunset: a rose casita with papel picado, a hammock between two palms,
# a palapa on the sand; magenta sky, purple sea.
hero_mex() {
  hero_open "0:#2a1840 .3:#5e2556 .55:#b23e5c .74:#e9714c .88:#f7a75a 1:#fcd08e"
  sun 880 606 48 640 "#fff0cc" "#f9a04a" .85
  streaks "120 250 380 200 272 240 1080 300 420 1160 322 260 560 180 260" "#ffc4a8" .16
  # far headlands, the right one with cardón cacti
  echo '<path d="M0,606 L0,560 C80,548 190,552 280,574 C320,584 350,596 370,606 Z" fill="#4e2348"/>'
  echo '<path d="M1600,606 L1600,470 C1520,456 1420,476 1340,516 C1290,544 1250,584 1220,606 Z" fill="#4a2142"/>'
  echo '<g fill="#3c1a36" transform="translate(1290 536)"><path d="M-7,8 v-90 a7,7 0 0 1 14,0 v90 Z M7,-36 h12 v-26 a6,6 0 0 1 12,0 v38 h-24 Z M-7,-24 h-10 v-22 a5,5 0 0 0 -10,0 v32 h20 Z"/></g>'
  echo '<g fill="#3c1a36" transform="translate(1400 494) scale(.7)"><path d="M-7,8 v-90 a7,7 0 0 1 14,0 v90 Z M7,-36 h12 v-26 a6,6 0 0 1 12,0 v38 h-24 Z M-7,-24 h-10 v-22 a5,5 0 0 0 -10,0 v32 h20 Z"/></g>'
  hero_sea 606 "0:#f6ae70 .05:#d0766a .25:#7a3a62 .6:#3f2050 1:#28163a"
  reflection 880 608 800 "#ffd9a8"
  swell 640 760 "#ffc9b0" .14
  # sand in front, with a wet edge
  printf '<path d="%s" fill="#d99a72"/>\n' "$(ridge 1600 901 770 "9 .9 2.2 5 2.4 .7")"
  printf '<path d="%s" fill="none" stroke="#ffe2c8" stroke-opacity=".5" stroke-width="3"/>\n' "$(wave_d 1600 340 4 764 2 1.4)"
  printf '<path d="%s" fill="#c6835e"/>\n' "$(ridge 1600 901 850 "6 1.3 .4 3 3.2 2")"
  # the casita, a palm behind it and papel picado along its roofs
  palm 1500 800 1.05 "#26112a" -1
  casita 1160 800
  bunting 1156 590 1408 664 40 "#e0407a #f59e0b #14a3a0 #8b5cf6 #f97316 #84cc16"
  # hammock between two palms on the left
  palm 70 812 1.0 "#26112a" 1
  palm 400 800 .92 "#26112a" -1
  echo '<g fill="none" stroke="#2a1420" stroke-width="2"><path d="M74,712 L120,736"/><path d="M398,708 L352,732"/></g>'
  awk 'BEGIN{ split("#c2185b #f59e0b #0f766e #f6efe3 #e4572e", c, " ")
    for(i=1;i<=5;i++){ d=(i-3)*5; printf "<path d=\"M120,%d Q236,%d 352,%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"6\"/>", 736+d, 800+d*1.6, 732+d, c[i] }
    print "<path d=\"M124,748 Q236,818 348,744\" fill=\"none\" stroke=\"#f6efe3\" stroke-opacity=\".8\" stroke-width=\"2\" stroke-dasharray=\"3 7\"/>" }'
  # palapa with two loungers at the bottom centre
  echo '<ellipse cx="780" cy="862" rx="150" ry="14" fill="#5a2a22" fill-opacity=".3"/><rect x="775" y="700" width="10" height="160" fill="#3a1c16"/>'
  echo '<path d="M650,716 L780,640 L910,716 L900,722 L890,714 L880,724 L868,714 L856,724 L842,714 L830,726 L816,714 L802,726 L790,714 L776,726 L762,714 L748,724 L734,714 L722,724 L708,714 L694,724 L682,714 L670,722 L660,714 Z" fill="#8a5a34"/>'
  echo '<path d="M650,716 L780,640 L780,660 L672,718 Z" fill="#c08a52" fill-opacity=".7"/><path d="M700,690 L860,690 M730,672 L830,672" stroke="#5e3a22" stroke-opacity=".6" stroke-width="2"/>'
  echo '<g fill="#f3e4cf"><path d="M640,840 L730,840 L748,812 L756,816 L740,846 L640,846 Z"/><path d="M920,840 L830,840 L812,812 L804,816 L820,846 L920,846 Z"/></g>'
  echo '<g fill="#3a1c16"><rect x="646" y="846" width="5" height="14"/><rect x="730" y="846" width="5" height="14"/><rect x="826" y="846" width="5" height="14"/><rect x="910" y="846" width="5" height="14"/></g>'
  agave 220 905 1.0 "#243a40" "#ffffff"
  agave 1290 908 .8 "#243a40" "#ffffff"
  agave 1580 900 .55 "#243a40" "#ffffff"
  hero_close .34
}

# ---------------------------------------------------------------------------------------------
# map
# iso_board N A B X0 Y0 MARKS — a square game board of N x N plots in isometric view: tile (i,j)
# has its top corner at X0+(i-j)*A, Y0+(i+j)*B; a hillside rises to the right corner and the sea
# covers the left one. Painted back to front, each plot's marks right after it, so nearer terraces
# hide what stands behind them. MARKS: "i,j,kind[+kind] ..." with kind house|pin|pawnA|pawnB|claim|
# pick|tree|boat. With HERO_DEBUG=1 each plot shows its i,j, to place the marks.
iso_board() {
  awk -v n="$1" -v a="$2" -v b="$3" -v x0="$4" -v y0="$5" -v marks="$6" -v debug="${HERO_DEBUG:-}" '
    function px(gx,gy){ return x0+(gx-gy)*a }
    function py(gx,gy,z){ return y0+(gx+gy)*b-z }
    function poly(s,f){ printf "<path d=\"M%s Z\" %s/>", s, f }
    function pt(gx,gy,z){ return sprintf("%.1f,%.1f", px(gx,gy), py(gx,gy,z)) }
    function level(i,j,  v){ v=(i-j+4)*.5+.6*sin(.9*i+.5)+.5*sin(1.1*j+2)-.025*(i+j-11)^2
      return v<0 ? 0 : (v>5 ? 6 : 1+int(v)) }
    function box(i,j,z,k,h,wall,side,roof,roofside,  c){ c=.5
      poly(pt(i+c+k,j+c-k,z) " L" pt(i+c+k,j+c+k,z) " L" pt(i+c+k,j+c+k,z+h) " L" pt(i+c+k,j+c-k,z+h), "fill=\"" side "\"")
      poly(pt(i+c-k,j+c+k,z) " L" pt(i+c+k,j+c+k,z) " L" pt(i+c+k,j+c+k,z+h) " L" pt(i+c-k,j+c+k,z+h), "fill=\"" wall "\"")
      poly(pt(i+c+k,j+c-k,z+h) " L" pt(i+c+k,j+c+k,z+h) " L" pt(i+c,j+c,z+h+k*a*1.1), "fill=\"" roofside "\"")
      poly(pt(i+c-k,j+c+k,z+h) " L" pt(i+c+k,j+c+k,z+h) " L" pt(i+c,j+c,z+h+k*a*1.1), "fill=\"" roof "\"")
      poly(pt(i+c-k*.2,j+c+k,z) " L" pt(i+c+k*.3,j+c+k,z) " L" pt(i+c+k*.3,j+c+k,z+h*.6) " L" pt(i+c-k*.2,j+c+k,z+h*.6), "fill=\"#fbbf5a\"") }
    function pawn(x,y,c){ printf "<g transform=\"translate(%.1f %.1f)\"><ellipse cx=\"3\" cy=\"2\" rx=\"15\" ry=\"6\" fill=\"#000\" fill-opacity=\".25\"/><path d=\"M-13,0 C-13,-6 -8,-10 -6,-14 C-11,-18 -11,-30 0,-31 C11,-30 11,-18 6,-14 C8,-10 13,-6 13,0 Z\" fill=\"%s\"/><ellipse cx=\"-3\" cy=\"-24\" rx=\"3\" ry=\"4\" fill=\"#fff\" fill-opacity=\".45\"/></g>", x, y, c }
    function tree(x,y){ printf "<ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"16\" ry=\"7\" fill=\"#000\" fill-opacity=\".2\"/><rect x=\"%.1f\" y=\"%.1f\" width=\"4\" height=\"14\" fill=\"#5a3e28\"/><circle cx=\"%.1f\" cy=\"%.1f\" r=\"14\" fill=\"#2f6a42\"/><circle cx=\"%.1f\" cy=\"%.1f\" r=\"6\" fill=\"#8fbf72\" fill-opacity=\".45\"/>", x+4, y, x-2, y-14, x, y-24, x-4, y-28 }
    function pin(x,y){ printf "<g transform=\"translate(%.1f %.1f) scale(.72)\"><ellipse cy=\"2\" rx=\"10\" ry=\"4\" fill=\"#000\" fill-opacity=\".3\"/><path d=\"M0,0 C-6,-14 -22,-30 -22,-46 A22,22 0 0 1 22,-46 C22,-30 6,-14 0,0 Z\" fill=\"#e4572e\"/><circle cy=\"-46\" r=\"8\" fill=\"#fff4d8\"/></g>", x, y }
    BEGIN{
      m=split(marks, ms, " "); for(k=1;k<=m;k++){ split(ms[k], p, ","); mark[p[1] "," p[2]]=p[3] }
      hs=20; t=30
      # the board casts a shadow on the table, and a light falling on it from the upper left
      printf "<path d=\"M%.1f,%.1f L%.1f,%.1f L%.1f,%.1f L%.1f,%.1f Z\" fill=\"#021d22\" fill-opacity=\".45\"/>", px(0,0)+30, py(0,0,-t)+30, px(n,0)+30, py(n,0,-t)+30, px(n,n)+30, py(n,n,-t)+30, px(0,n)+30, py(0,n,-t)+30
      split("#e6cf9f #9cc27a #86b46c #73a45f #629455 #55864c", top, " ")
      for(s=0;s<=2*(n-1);s++) for(i=0;i<n;i++){ j=s-i; if(j<0||j>=n) continue
        L=level(i,j); z=L*hs; k=mark[i "," j]
        # the two faces that look at the viewer, down to the underside of the board
        lf=(L==0)?"#0d4c55":(L==1?"#b89a6c":"#8a6a48"); rf=(L==0)?"#093c44":(L==1?"#9c8058":"#6e5238")
        poly(pt(i,j+1,z) " L" pt(i+1,j+1,z) " L" pt(i+1,j+1,-t) " L" pt(i,j+1,-t), "fill=\"" lf "\"")
        poly(pt(i+1,j+1,z) " L" pt(i+1,j,z) " L" pt(i+1,j,-t) " L" pt(i+1,j+1,-t), "fill=\"" rf "\"")
        if(L==0) f="#2f9e98"; else { f=top[L]; if(L>1 && (i+j)%2) f=top[L>5?L:L+1] }
        if(index(k,"claim")) f="#f0b44c"
        poly(pt(i,j,z) " L" pt(i+1,j,z) " L" pt(i+1,j+1,z) " L" pt(i,j+1,z), "fill=\"" f "\" stroke=\"#f6efe3\" stroke-opacity=\"" (L?.5:.16) "\" stroke-width=\"2\"")
        if(L>1) poly(pt(i,j+1,z) " L" pt(i+1,j+1,z) " L" pt(i+1,j+1,z-4) " L" pt(i,j+1,z-4), "fill=\"#4f7f45\"")
        cx=px(i+.5,j+.5); cy=py(i+.5,j+.5,z)
        if(L==0 && (i*7+j*3)%5==0) printf "<path d=\"M%.1f,%.1f q8,-5 16,0 t16,0\" fill=\"none\" stroke=\"#d8f3ee\" stroke-opacity=\".35\" stroke-width=\"2\"/>", cx-16, cy
        if(index(k,"claim")) poly(pt(i+.2,j+.2,z) " L" pt(i+.8,j+.2,z) " L" pt(i+.8,j+.8,z) " L" pt(i+.2,j+.8,z), "fill=\"none\" stroke=\"#fff4d8\" stroke-width=\"2\" stroke-dasharray=\"6 5\"")
        if(index(k,"pick")){ poly(pt(i,j,z) " L" pt(i+1,j,z) " L" pt(i+1,j+1,z) " L" pt(i,j+1,z), "fill=\"#ffffff\" fill-opacity=\".18\" stroke=\"#ffffff\" stroke-width=\"4\"")
          poly(pt(i-.15,j-.15,z) " L" pt(i+1.15,j-.15,z) " L" pt(i+1.15,j+1.15,z) " L" pt(i-.15,j+1.15,z), "fill=\"none\" stroke=\"#ffffff\" stroke-opacity=\".35\" stroke-width=\"2\"") }
        if(index(k,"house")) box(i,j,z,.26,20,"#f3ead9","#d9ccb2","#c2410c","#9a3412")
        if(index(k,"tree")) { tree(cx-14,cy-4); tree(cx+16,cy+6) }
        if(index(k,"pin")) pin(cx,cy)
        if(index(k,"pawnA")) pawn(cx,cy,"#f59e0b")
        if(index(k,"pawnB")) pawn(cx,cy,"#f6efe3")
        if(index(k,"boat")) printf "<g transform=\"translate(%.1f %.1f)\"><path d=\"M-22,0 L22,0 L16,8 L-16,8 Z\" fill=\"#f6efe3\"/><path d=\"M-2,-2 L-2,-44 L18,-4 Z\" fill=\"#fff4d8\"/><path d=\"M-6,-4 L-6,-34 L-20,-4 Z\" fill=\"#f59e0b\"/><path d=\"M-30,10 q15,5 30,0 t30,0\" fill=\"none\" stroke=\"#d8f3ee\" stroke-opacity=\".5\" stroke-width=\"2\"/></g>", cx, cy
        if(debug) printf "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" text-anchor=\"middle\" fill=\"#000\">%d,%d</text>", cx, cy+4, i, j
      }
      print "" }'
}

# map — the plot game: a coastal hillside as an isometric board of plots, some claimed, some built
# on, pawns and pins on others; the open sea on the left keeps the middle calm.
hero_map() {
  hero_open "0:#0a3b44 .6:#0d4a52 1:#0b3f47"
  printf '<defs>'; rgrad tablelight "0:#2f8f8a:.35 1:#2f8f8a:0"; printf '</defs><ellipse cx="900" cy="420" rx="900" ry="520" fill="url(#tablelight)"/>\n'
  swell 120 860 "#bfe8e0" .08
  # a compass rose on the table, bottom left
  echo '<g transform="translate(190 730)" fill="#f6efe3"><circle r="62" fill="none" stroke="#f6efe3" stroke-opacity=".3" stroke-width="2"/><circle r="48" fill="none" stroke="#f6efe3" stroke-opacity=".18" stroke-width="6"/>'
  echo '<path d="M0,-80 L10,-10 L0,0 Z M0,80 L-10,10 L0,0 Z M80,0 L10,10 L0,0 Z M-80,0 L-10,-10 L0,0 Z" fill-opacity=".75"/><path d="M0,-80 L-10,-10 L0,0 Z M0,80 L10,10 L0,0 Z M80,0 L10,-10 L0,0 Z M-80,0 L-10,10 L0,0 Z" fill-opacity=".35"/>'
  echo '<path d="M0,-80 L10,-10 L0,0 Z" fill="#f59e0b"/><circle r="5" fill="#0b3f47"/></g>'
  iso_board 12 58 29 1100 150 "3,2,house 5,4,house 6,1,house 10,3,house 9,8,house 8,6,house 4,3,claim 6,5,claim 7,8,claim 9,2,claim+pawnB 8,8,claim 2,5,claim 6,7,pick+pawnA 7,3,pin 10,6,pin 4,5,pawnB 7,0,tree 8,1,tree 9,4,tree 11,4,tree 10,7,tree 3,4,tree 11,1,tree 2,9,boat 6,10,boat"
  hero_close .38
}

# ---------------------------------------------------------------------------------------------
# soccer
# village X0 X1 Y0 Y1 SEED [SCALE] — a row of small homes of mixed shapes standing on the line from
# (X0,Y0) to (X1,Y1), dusk-blue walls with lit windows; fixed pseudo-random sizes (Park–Miller).
village() {
  awk -v x0="$1" -v x1="$2" -v y0="$3" -v y1="$4" -v s="$5" -v k="${6:-1}" '
    function rnd(){ s=(s*16807)%2147483647; return s/2147483647 }
    BEGIN{ split("#2c3f5c #34496a #283a55 #3a4f6e", wall, " ")
      for(x=x0; x<x1; x+=w+6*k){ w=(44+rnd()*40)*k; h=(30+rnd()*34)*k; y=y0+(y1-y0)*(x-x0)/(x1-x0)+4*k; r=rnd()
        c=wall[1+int(rnd()*4)]
        printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>", x, y-h, w, h+40*k, c
        if(r<.5) printf "<path d=\"M%.1f,%.1f L%.1f,%.1f L%.1f,%.1f Z\" fill=\"#1d2a42\"/>", x-4*k, y-h+1, x+w/2, y-h-w*.42, x+w+4*k, y-h+1
        else printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#1d2a42\"/>", x-3*k, y-h-5*k, w+6*k, 6*k
        for(wy=y-h+9*k; wy<y-12*k; wy+=18*k) for(wx=x+8*k; wx<x+w-14*k; wx+=18*k)
          if(rnd()<.55) printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#fcd38a\" fill-opacity=\"%.2f\"/>", wx, wy, 9*k, 10*k, .7+.3*rnd() }
      print "" }'
}
# pitch_view — a floodlit football pitch seen from one long side, 23.5 m up: X along the pitch
# (-52.5..52.5 m), Z away from the camera (0..68 m), horizon at y 560; masts at the four corners.
pitch_view() {
  awk 'function sx(x,z){ return 800+480*x/(z+36.4) } function sy(y,z){ return 560+(23.5-y)*480/(z+36.4) }
    function P(x,y,z){ return sprintf("%.1f,%.1f", sx(x,z), sy(y,z)) }
    function quad(x1,z1,x2,z2,f){ printf "<path d=\"M%s L%s L%s L%s Z\" %s/>", P(x1,0,z1), P(x2,0,z1), P(x2,0,z2), P(x1,0,z2), f }
    function line(x1,y1,z1,x2,y2,z2,st){ printf "<path d=\"M%s L%s\" %s/>", P(x1,y1,z1), P(x2,y2,z2), st }
    function rect(x1,z1,x2,z2){ line(x1,0,z1,x2,0,z1,w); line(x2,0,z1,x2,0,z2,w); line(x2,0,z2,x1,0,z2,w); line(x1,0,z2,x1,0,z1,w) }
    function ring(cx,cz,r,  a,d){ d="M"; for(a=0;a<=360;a+=10) d=d (a?" L":"") P(cx+r*cos(a*pi/180),0,cz+r*sin(a*pi/180)); printf "<path d=\"%s\" fill=\"none\" %s/>", d, w }
    function goal(x,dx){ g="stroke=\"#ffffff\" stroke-width=\"3\""
      quad(x,30.34,x+dx,37.66,"fill=\"#ffffff\" fill-opacity=\".12\"")
      line(x,0,30.34,x,2.44,30.34,g); line(x,0,37.66,x,2.44,37.66,g); line(x,2.44,30.34,x,2.44,37.66,g)
      line(x+dx,2.2,30.34,x+dx,2.2,37.66,"stroke=\"#ffffff\" stroke-opacity=\".35\" stroke-width=\"1.5\"") }
    function player(x,z,shirt,  s,X,Y){ s=480/(z+36.4)/6.5; X=sx(x,z); Y=sy(0,z)
      printf "<g transform=\"translate(%.1f %.1f) scale(%.2f)\"><ellipse cx=\"5\" cy=\"0\" rx=\"9\" ry=\"2.5\" fill=\"#0b1f14\" fill-opacity=\".45\"/><rect x=\"-4\" y=\"-12\" width=\"3\" height=\"12\" fill=\"#1b1b2a\"/><rect x=\"1\" y=\"-12\" width=\"3\" height=\"12\" fill=\"#1b1b2a\"/><rect x=\"-5\" y=\"-24\" width=\"10\" height=\"13\" rx=\"2\" fill=\"%s\"/><circle cy=\"-28\" r=\"3.6\" fill=\"#6b4a36\"/></g>", X, Y, s, shirt }
    function mast(x,z,  hx,hy,s){ hx=sx(x,z); hy=sy(30,z); s=480/(z+36.4)
      line(x,0,z,x,30,z,sprintf("stroke=\"#161c30\" stroke-width=\"%.1f\"", s*.45))
      printf "<path d=\"M%.1f,%.1f L%.1f,%.1f L%.1f,%.1f Z\" fill=\"#fff6d8\" fill-opacity=\".09\"/>", hx, hy, sx(x*.1,12), sy(0,12), sx(x*.55,64), sy(0,64)
      printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"url(#flood)\"/>", hx, hy, s*4.5
      printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"2\" fill=\"#1a2036\"/>", hx-s*1.4, hy-s*.9, s*2.8, s*1.5
      printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#fffbe8\"/>", hx-s*1.2, hy-s*.7, s*2.4, s*1.1 }
    BEGIN{ pi=atan2(0,-1)
      quad(-75,-12,75,80,"fill=\"#24482f\"")
      for(i=0;i<20;i++) quad(-52.5+i*5.25,0,-52.5+(i+1)*5.25,68,"fill=\"" (i%2?"#3d8a4c":"#357c43") "\"")
      printf "<path d=\"M%s L%s L%s L%s Z\" fill=\"url(#pitchlight)\"/>", P(-52.5,0,0), P(52.5,0,0), P(52.5,0,68), P(-52.5,0,68)
      w="stroke=\"#f4f7f2\" stroke-opacity=\".85\" stroke-width=\"2.5\""
      rect(-52.5,0,52.5,68); line(0,0,0,0,0,68,w); ring(0,34,9.15)
      rect(-52.5,13.84,-36,54.16); rect(36,13.84,52.5,54.16); rect(-52.5,24.84,-47,43.16); rect(47,24.84,52.5,43.16)
      goal(-52.5,-2); goal(52.5,2)
      # advertising boards along the far side
      for(i=0;i<12;i++){ x=-54+i*9; printf "<path d=\"M%s L%s L%s L%s Z\" fill=\"%s\"/>", P(x,0,71), P(x+8.6,0,71), P(x+8.6,1,71), P(x,1,71), (i%3==0)?"#f59e0b":(i%3==1?"#0f766e":"#e4572e") }
      split("-30 20 #f59e0b -18 40 #f59e0b -8 28 #f59e0b 6 48 #f59e0b 22 22 #f59e0b 40 34 #f2f2ec -24 30 #f2f2ec -4 12 #f2f2ec 14 36 #f2f2ec 28 52 #f2f2ec -49 34 #7c3aed", pl, " ")
      for(i=1;i<=33;i+=3) player(pl[i], pl[i+1], pl[i+2])
      printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#ffffff\"/>", sx(-2,26), sy(0,26)-2
      mast(-60,73); mast(60,73); mast(-52,-5); mast(52,-5)
      print "" }'
}

# soccer — the club city at dusk: a floodlit pitch by the sea, the village climbing the hill beside it.
hero_soccer() {
  hero_open "0:#101735 .35:#252a58 .62:#5e3f6e .8:#c0705e .92:#eba06a 1:#f5c286"
  stars 0 0 1600 300 70 2468 .6
  sun 1040 566 30 420 "#fff0cc" "#f6a860" .6
  streaks "140 250 360 220 272 220 1120 230 300" "#f7c8a8" .12
  hero_sea 560 "0:#e6a070 .1:#8a6a78 .6:#3a3f66 1:#2a3058"
  reflection 1040 562 620 "#fde2b4"
  # the hill on the right with the village, a few homes on the left shore
  echo '<path d="M1010,640 C1120,600 1240,540 1380,510 C1480,490 1560,488 1600,490 L1600,700 L1000,700 Z" fill="#1f2e3e"/>'
  village 1230 1600 548 500 77 .8
  village 1060 1620 640 578 31
  echo '<path d="M0,600 C120,592 260,596 380,612 L420,640 L0,660 Z" fill="#1f2e3e"/>'
  village 0 330 612 620 913 .8
  palm 380 660 .5 "#121a2a" -1
  palm 1200 640 .62 "#121a2a" 1
  printf '<path d="%s" fill="#8a7268"/>\n' "$(ridge 1600 901 648 "3 1.3 .5 2 3.1 1")"
  printf '<defs>'; rgrad flood "0:#fff6d8:.9 .2:#ffe9b0:.45 .55:#ffe2a0:.12 1:#ffe2a0:0"
  rgrad pitchlight "0:#fff6d8:.22 .7:#fff6d8:.05 1:#fff6d8:0"; printf '</defs>\n'
  pitch_view
  hero_close .36
}

# ---------------------------------------------------------------------------------------------
# ranking
# cloud X Y SCALE — a daylight cumulus: white puffs on a flat base with a faint blue shade below.
cloud() {
  printf '<g transform="translate(%s %s) scale(%s)"><path d="M-120,0 C-150,0 -150,-40 -112,-44 C-110,-86 -50,-96 -30,-62 C-10,-110 70,-106 76,-50 C120,-64 150,-20 124,0 Z" fill="#ffffff" fill-opacity=".92"/>' "$1" "$2" "$3"
  echo '<path d="M-134,-8 C-100,4 90,4 134,-8 L124,0 L-120,0 Z" fill="#cfe3ee" fill-opacity=".8"/></g>'
}
# plinth X W H BAND — a podium block standing on y 860, its top and right side seen from the left;
# its shadow falls left along the ground, so draw the blocks from right to left.
plinth() {
  local x=$1 w=$2 h=$3 y=$((860 - $3))
  printf '<path d="M%s,860 L%s,844 L%s,844 L%s,860 Z" fill="#1f4f66" fill-opacity=".14"/>' "$x" "$((x + 26))" "$((x + 26 - h * 6 / 10))" "$((x - h * 6 / 10))"
  printf '<path d="M%s,%s l26,-16 h%s l-26,16 Z" fill="#ffffff"/>' "$x" "$y" "$w"
  printf '<path d="M%s,%s l26,-16 v%s l-26,16 Z" fill="#d5dde0"/>' "$((x + w))" "$y" "$h"
  printf '<rect x="%s" y="%s" width="%s" height="%s" fill="#f3f1ea"/><rect x="%s" y="%s" width="%s" height="10" fill="%s"/>\n' "$x" "$y" "$w" "$h" "$x" "$((y + 12))" "$w" "$4"
}
# medal CX CY COLOR — a rosette with two ribbon tails.
medal() {
  printf '<g transform="translate(%s %s)"><path d="M-12,6 L-20,40 L-8,32 L0,42 Z M12,6 L20,40 L8,32 L0,42 Z" fill="#0f766e"/><circle r="22" fill="%s"/><circle r="15" fill="none" stroke="#ffffff" stroke-opacity=".6" stroke-width="3"/><path d="M-6,-8 L6,-8 L0,8 Z" fill="#ffffff" fill-opacity=".7"/></g>\n' "$1" "$2" "$3"
}
# ranked_home TYPE X Y — one of the ranked homes, base-left X,Y, in daylight colours.
ranked_home() {
  printf '<g transform="translate(%s %s)">' "$2" "$3"
  case $1 in
    hut) # a striped beach hut on short stilts
      echo '<g fill="#8a6a45"><rect x="8" y="-14" width="6" height="14"/><rect x="82" y="-14" width="6" height="14"/></g><rect x="0" y="-16" width="96" height="4" fill="#8a6a45"/>'
      echo '<rect x="6" y="-104" width="84" height="88" fill="#ffffff"/><g fill="#5fb4d6"><rect x="6" y="-104" width="14" height="88"/><rect x="34" y="-104" width="14" height="88"/><rect x="62" y="-104" width="14" height="88"/></g>'
      echo '<path d="M-4,-102 L48,-142 L100,-102 Z" fill="#e4572e"/><rect x="36" y="-70" width="24" height="54" fill="#f6efe3" stroke="#2d6f8a" stroke-width="2"/>' ;;
    aframe) # a timber A-frame with a glass gable
      echo '<path d="M0,0 L70,-150 L140,0 Z" fill="#a8673a"/><path d="M22,0 L70,-104 L118,0 Z" fill="#9fd4ea"/><path d="M40,-40 L100,-40 M70,-104 L70,0" stroke="#a8673a" stroke-width="4"/><path d="M30,-20 L54,-72 L60,-60 L40,-16 Z" fill="#ffffff" fill-opacity=".5"/>' ;;
    cottage) # a gabled cottage with a chimney
      echo '<rect x="150" y="-206" width="22" height="50" fill="#b8583c"/><rect x="10" y="-120" width="180" height="120" fill="#fbf4e4"/><path d="M-8,-116 L100,-200 L208,-116 Z" fill="#0f766e"/>'
      echo '<g fill="#9fd4ea" stroke="#ffffff" stroke-width="4"><rect x="32" y="-90" width="40" height="36"/><rect x="128" y="-90" width="40" height="36"/></g><rect x="84" y="-66" width="32" height="66" fill="#c2410c"/>' ;;
    cube) # a flat-roofed container home with a deck
      echo '<rect x="0" y="-112" width="210" height="112" fill="#2f6f7a"/><g stroke="#28606a" stroke-width="3">'; for i in 1 2 3 4 5 6 7 8 9; do printf '<line x1="%s" y1="-108" x2="%s" y2="-4"/>' $((i * 21)) $((i * 21)); done
      echo '</g><rect x="-6" y="-120" width="222" height="10" fill="#f3f1ea"/><rect x="26" y="-86" width="110" height="62" fill="#bfe6f2" stroke="#f3f1ea" stroke-width="5"/><path d="M40,-30 L80,-80 L96,-80 L56,-30 Z" fill="#ffffff" fill-opacity=".45"/>'
      echo '<rect x="156" y="-80" width="34" height="80" fill="#f59e0b"/>' ;;
    flats) # a small apartment block with balconies
      echo '<rect x="0" y="-300" width="210" height="300" fill="#f7f2e8"/><rect x="-8" y="-310" width="226" height="12" fill="#e4572e"/><rect x="196" y="-300" width="14" height="300" fill="#e6ddcc"/>'
      awk 'BEGIN{ for(r=0;r<5;r++){ y=-282+r*56; for(c=0;c<3;c++){ x=18+c*62; if(r==4 && c==1) continue
        printf "<rect x=\"%d\" y=\"%d\" width=\"44\" height=\"34\" fill=\"#9fd4ea\"/><rect x=\"%d\" y=\"%d\" width=\"14\" height=\"34\" fill=\"#ffffff\" fill-opacity=\".5\"/>", x, y, x+4, y }
        if(r && r<4) printf "<rect x=\"8\" y=\"%d\" width=\"194\" height=\"6\" fill=\"#0f766e\"/>", y+34 }
        print "<rect x=\"86\" y=\"-62\" width=\"38\" height=\"62\" fill=\"#c2410c\"/><rect x=\"78\" y=\"-70\" width=\"54\" height=\"8\" fill=\"#0f766e\"/>" }' ;;
  esac
  echo '</g>'
}

# ranking — the cheapest-homes ranking: five kinds of home on white podium blocks rising to the
# right, the top three with medals; a bright, clean beach day.
hero_ranking() {
  hero_open "0:#2f86c0 .5:#86c6e4 .84:#dcf0f5 1:#f1efe6"
  sun 1400 140 40 300 "#ffffff" "#fff6d6" .7
  cloud 250 230 1; cloud 1230 330 .8; cloud 620 130 .45
  hero_sea 650 "0:#9fdcd6 .2:#4fb8b4 1:#1f9a96"
  swell 670 730 "#ffffff" .3
  echo '<rect y="736" width="1600" height="164" fill="#efe1c0"/><rect y="736" width="1600" height="6" fill="#fbf3df"/>'
  palm 70 800 .9 "#2c5a44" 1
  plinth 1270 270 260 "#f2b233"; ranked_home flats 1300 600;  medal 1405 680 "#f2b233"
  plinth 960 260 190 "#c3ccd2"; ranked_home cube 985 670;     medal 1090 740 "#c3ccd2"
  plinth 670 240 130 "#d08a4e"; ranked_home cottage 690 730; medal 790 790 "#d08a4e"
  plinth 420 200 80 "#5fb4d6";  ranked_home aframe 450 780
  plinth 200 170 40 "#5fb4d6";  ranked_home hut 236 820
  hero_close .24
}
