import { FLIPPED } from "./flip-card-grid";
import { STEP } from "./how-we-work";

/**
 * A tap on a services card (flip-card-grid.tsx), outside its link, turns it over or back
 * (`data-flipped`; hover and keyboard focus turn it in CSS alone). Inline in the home page's
 * `<head>` (app/lib/page-script.ts), listening on the document: a tap at first paint is answered.
 */
export const flipCardScript = `(()=>{document.addEventListener("click",e=>{var t=e.target,c=t.closest&&!t.closest("a")&&t.closest("[${FLIPPED}]");if(c)c.setAttribute("${FLIPPED}",c.getAttribute("${FLIPPED}")!="true")})})()`;

/**
 * How we work (how-we-work.tsx): the step whose centre is nearest the viewport's vertical centre
 * (the first of two as near) gets `data-active="true"` and `aria-current="step"`, the others
 * `data-active="false"`; read once the page is parsed, then at most once a frame as the page
 * scrolls or the window is resized. Nothing to tap: it runs after parsing, from the deferred file
 * (app/lib/page-script.ts `deferredScript`).
 */
export const howWeWorkScript = `(()=>{var d=document,f=0,m=()=>{f=0;var L=d.querySelectorAll("[${STEP}]"),c=innerHeight/2,b=0,x=1/0;L.forEach((e,i)=>{var r=e.getBoundingClientRect(),y=Math.abs(r.top+r.height/2-c);if(y<x){x=y;b=i}});L.forEach((e,i)=>{e.setAttribute("data-active",i==b);i==b?e.setAttribute("aria-current","step"):e.removeAttribute("aria-current")})},s=()=>f||(f=requestAnimationFrame(m)),go=()=>{if(!d.querySelector("[${STEP}]"))return;s();addEventListener("scroll",s,{passive:true});addEventListener("resize",s)};d.readyState=="loading"?d.addEventListener("DOMContentLoaded",go):go()})()`;
