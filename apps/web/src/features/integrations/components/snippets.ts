/** The ready-to-copy texts of /integrations, filled with the agent's id and this server's address. */
export function widgetSnippets(origin: string, agentId: string) {
  return {
    shareLink: `${origin}/agent/public-chat/${agentId}`,
    script: `<script src="${origin}/widget.js" data-agent-id="${agentId}" async></script>`,
    iframe: `<iframe src="${origin}/widget/${agentId}" title="Chat" style="width:100%;max-width:420px;height:600px;border:0" allow="clipboard-write"></iframe>`,
  };
}

export function apiExamples(origin: string, agentId: string) {
  const url = `${origin}/api/v1/agents/${agentId}/chat`;
  return {
    curl: `curl -X POST "${url}" \\
  -H "Authorization: Bearer IL_TUO_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"message": "Quali sono gli orari di apertura?"}'`,
    fetch: `const res = await fetch("${url}", {
  method: "POST",
  headers: { Authorization: "Bearer IL_TUO_TOKEN", "Content-Type": "application/json" },
  body: JSON.stringify({ message: "Quali sono gli orari di apertura?" }),
});
const { conversationId, message } = await res.json();
console.log(message.text);`,
    python: `import requests

res = requests.post(
    "${url}",
    headers={"Authorization": "Bearer IL_TUO_TOKEN"},
    json={"message": "Quali sono gli orari di apertura?"},
)
res.raise_for_status()
print(res.json()["message"]["text"])`,
  };
}
