#!/usr/bin/env bash
# Renders the home hero's background loop (abstract light drifting over the brand navy) with
# ffmpeg, into public/media/: hero-loop.webm (VP9), hero-loop.mp4 (H.264) and the poster
# hero-poster.webp (the first frame, what the hero shows before and instead of the video).
# Every motion is periodic in the loop length, so the last frame flows into the first.
# Needs Debian's ffmpeg; the outputs are committed (the build does not need ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=public/media
mkdir -p "$out"

W=960 H=540 SECONDS_LOOP=8 FPS=24
P="(2*PI*T/${SECONDS_LOOP})"
# Three soft light blobs on circular paths (period = loop length), radius in pixels.
g1="exp(-((X-W*(0.30+0.12*cos($P)))^2+(Y-H*(0.40+0.18*sin($P)))^2)/(2*pow(W*0.16,2)))"
g2="exp(-((X-W*(0.72+0.10*cos($P+2.1)))^2+(Y-H*(0.62+0.16*sin($P+2.1)))^2)/(2*pow(W*0.13,2)))"
g3="exp(-((X-W*(0.55+0.16*sin(2*$P)))^2+(Y-H*(0.25+0.10*cos($P+4.2)))^2)/(2*pow(W*0.10,2)))"
# Faint diagonal light bands sliding by one period.
band="0.5+0.5*sin(2*PI*((X+Y)/(W*0.45)-T/${SECONDS_LOOP}))"

ffmpeg -v error -y -f lavfi -i "color=c=black:s=${W}x${H}:r=${FPS}:d=${SECONDS_LOOP},format=rgb24" \
  -vf "geq=r='clip(11+6*Y/H+22*${g1}+8*${g2}+40*${g3}+3*${band},0,255)':g='clip(21+16*Y/H+52*${g1}+110*${g2}+80*${g3}+4*${band},0,255)':b='clip(51+24*Y/H+120*${g1}+80*${g2}+125*${g3}+8*${band},0,255)',format=yuv420p" \
  -c:v libx264 -preset slow -crf 30 -profile:v high -movflags +faststart -an "$out/hero-loop.mp4"

ffmpeg -v error -y -i "$out/hero-loop.mp4" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$out/hero-loop.webm"
ffmpeg -v error -y -i "$out/hero-loop.mp4" -frames:v 1 -c:v libwebp -quality 70 "$out/hero-poster.webp"

ls -l "$out"
