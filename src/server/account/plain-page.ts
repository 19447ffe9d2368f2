// A server-rendered page in the product's look: no script, so it works in a Teams tab and before sign-in.
import { escape } from '../http/html-escape';

/** `body` is trusted HTML built by the caller with `escape` around every user-supplied value. */
export function renderPlainPage(title: string, body: string, wide = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Hireloop</title>
<link rel="icon" href="/favicon.svg">
<style>${styles}</style>
</head>
<body>
<main class="card${wide ? ' wide' : ''}">${body}</main>
</body>
</html>`;
}

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f5f5;color:#242424;
font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif}
@media (prefers-color-scheme:dark){body{background:#1f1f1f;color:#fff}.card{background:#292929!important;box-shadow:none!important}
input{background:#1f1f1f!important;color:#fff!important;border-color:#666!important}.lead{color:#adadad!important}}
.wide{width:min(760px,92vw)!important;line-height:1.5}
.card{width:min(400px,92vw);background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 4px rgba(0,0,0,.14),0 0 2px rgba(0,0,0,.12)}
h1{display:flex;align-items:center;gap:10px;margin:0 0 4px;font-size:24px;font-weight:600}
.logo{display:inline-grid;place-items:center;width:32px;height:32px;border-radius:6px;background:#5b5fc7;color:#fff;font-size:18px}
.lead{margin:0 0 20px;color:#616161}
form{display:flex;flex-direction:column}
label{font-size:14px;font-weight:600;margin:12px 0 4px}
input{font:inherit;padding:8px 10px;border:1px solid #d1d1d1;border-bottom-color:#616161;border-radius:4px}
input:focus{outline:2px solid #5b5fc7;outline-offset:0}
button{font:inherit;font-weight:600;padding:8px 12px;border-radius:4px;cursor:pointer;margin-top:20px}
.primary{background:#5b5fc7;color:#fff;border:1px solid #5b5fc7}.primary:hover{background:#4f52b2}
.secondary{background:transparent;color:inherit;border:1px solid #d1d1d1;margin-top:0}
.divider{display:flex;align-items:center;gap:8px;color:#616161;margin:16px 0;font-size:12px}
.divider::before,.divider::after{content:"";flex:1;border-top:1px solid #e0e0e0}
.banner{padding:8px 12px;border-radius:4px;margin:0 0 8px;font-size:14px}
.error{background:#fdf3f4;color:#b10e1c;border:1px solid #eeacb2}.notice{background:#f1faf1;color:#0e700e;border:1px solid #9fd89f}
`;
