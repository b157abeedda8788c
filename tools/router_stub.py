"""A home router simulated on 127.0.0.1, for the tests and the screenshots: a UPnP IGD device
description, its port-forwarding service's description and its SOAP control endpoint, over
HTTP, as a router's own small web server serves them. The app is pointed straight at the description's URL
(`XERXES_ROUTER`): nothing searches, nothing is sent beyond the loopback.

    with RouterStub() as router:            # answers, and records every action asked of it
        router.location                      # the description's URL
        router.actions                       # [("AddPortMapping", {"NewExternalPort": "8765", ...}), ...]
    RouterStub(refuse=True)                  # answers AddPortMapping with a SOAP fault
    SilentRouter()                           # takes connections and never answers
"""

from __future__ import annotations

import re
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from xml.sax.saxutils import escape

LOOPBACK = "127.0.0.1"
PUBLIC_ADDRESS = "203.0.113.7"  # the router's address on the internet (RFC 5737: documentation)
SERVICE = "urn:schemas-upnp-org:service:WANIPConnection:1"

DESCRIPTION = f"""<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0">
 <specVersion><major>1</major><minor>0</minor></specVersion>
 <device>
  <deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:1</deviceType>
  <friendlyName>Home router</friendlyName><manufacturer>Test</manufacturer><modelName>Stub</modelName>
  <UDN>uuid:00000000-0000-0000-0000-000000000001</UDN>
  <deviceList><device>
   <deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType>
   <friendlyName>WAN</friendlyName><manufacturer>Test</manufacturer><modelName>Stub</modelName>
   <UDN>uuid:00000000-0000-0000-0000-000000000002</UDN>
   <deviceList><device>
    <deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType>
    <friendlyName>WAN connection</friendlyName><manufacturer>Test</manufacturer><modelName>Stub</modelName>
    <UDN>uuid:00000000-0000-0000-0000-000000000003</UDN>
    <serviceList><service>
     <serviceType>{SERVICE}</serviceType>
     <serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId>
     <SCPDURL>/WANIPCn.xml</SCPDURL><controlURL>/ctl/IPConn</controlURL><eventSubURL>/evt/IPConn</eventSubURL>
    </service></serviceList>
   </device></deviceList>
  </device></deviceList>
 </device>
</root>"""


def _argument(name: str, direction: str, variable: str) -> str:
    return (f"<argument><name>{name}</name><direction>{direction}</direction>"
            f"<relatedStateVariable>{variable}</relatedStateVariable></argument>")


_MAPPING = [("NewRemoteHost", "RemoteHost"), ("NewExternalPort", "ExternalPort"), ("NewProtocol", "PortMappingProtocol")]
_ACTIONS = {
    "AddPortMapping": [(name, "in", v) for name, v in _MAPPING + [
        ("NewInternalPort", "InternalPort"), ("NewInternalClient", "InternalClient"), ("NewEnabled", "PortMappingEnabled"),
        ("NewPortMappingDescription", "PortMappingDescription"), ("NewLeaseDuration", "PortMappingLeaseDuration")]],
    "DeletePortMapping": [(name, "in", v) for name, v in _MAPPING],
    "GetExternalIPAddress": [("NewExternalIPAddress", "out", "ExternalIPAddress")],
}
_VARIABLES = {"RemoteHost": "string", "ExternalPort": "ui2", "PortMappingProtocol": "string", "InternalPort": "ui2",
              "InternalClient": "string", "PortMappingEnabled": "boolean", "PortMappingDescription": "string",
              "PortMappingLeaseDuration": "ui4", "ExternalIPAddress": "string"}

SCPD = ('<?xml version="1.0"?><scpd xmlns="urn:schemas-upnp-org:service-1-0">'
        "<specVersion><major>1</major><minor>0</minor></specVersion><actionList>"
        + "".join(f"<action><name>{name}</name><argumentList>{''.join(_argument(*a) for a in arguments)}</argumentList></action>"
                  for name, arguments in _ACTIONS.items())
        + "</actionList><serviceStateTable>"
        + "".join(f'<stateVariable sendEvents="no"><name>{name}</name><dataType>{kind}</dataType></stateVariable>'
                  for name, kind in _VARIABLES.items())
        + "</serviceStateTable></scpd>")


def _envelope(body: str) -> str:
    return ('<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" '
            f's:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>{body}</s:Body></s:Envelope>')


def _answer(action: str, values: dict[str, str]) -> str:
    inner = "".join(f"<{name}>{escape(value)}</{name}>" for name, value in values.items())
    return _envelope(f'<u:{action}Response xmlns:u="{SERVICE}">{inner}</u:{action}Response>')


def _fault(code: int, description: str) -> str:
    return _envelope("<s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail>"
                     '<UPnPError xmlns="urn:schemas-upnp-org:control-1-0">'
                     f"<errorCode>{code}</errorCode><errorDescription>{description}</errorDescription>"
                     "</UPnPError></detail></s:Fault>")


class RouterStub:
    def __init__(self, refuse: bool = False, public_address: str = PUBLIC_ADDRESS, permanent_only: bool = False):
        self.refuse = refuse
        self.permanent_only = permanent_only  # an IGD 1 router that takes no lease (error 725)
        self.public_address = public_address
        self.actions: list[tuple[str, dict[str, str]]] = []
        self.asked = threading.Condition()
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def _send(self, status: int, text: str) -> None:
                body = text.encode()
                self.send_response(status)
                self.send_header("Content-Type", 'text/xml; charset="utf-8"')
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self) -> None:
                pages = {"/rootDesc.xml": DESCRIPTION, "/WANIPCn.xml": SCPD}
                self._send(200, pages[self.path]) if self.path in pages else self._send(404, "")

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode()
                action = self.headers.get("SOAPAction", "").strip('"').rpartition("#")[2]
                values = dict(re.findall(r"<(New\w+)>([^<]*)</\1>", body))
                with stub.asked:
                    stub.actions.append((action, values))
                    stub.asked.notify_all()
                if action == "AddPortMapping" and stub.refuse:
                    self._send(500, _fault(718, "ConflictInMappingEntry"))
                elif action == "AddPortMapping" and stub.permanent_only and values.get("NewLeaseDuration") != "0":
                    self._send(500, _fault(725, "OnlyPermanentLeasesSupported"))
                elif action == "GetExternalIPAddress":
                    self._send(200, _answer(action, {"NewExternalIPAddress": stub.public_address}))
                else:
                    self._send(200, _answer(action, {}))

        self.server = ThreadingHTTPServer((LOOPBACK, 0), Handler)
        self.server.daemon_threads = True
        self.location = f"http://{LOOPBACK}:{self.server.server_address[1]}/rootDesc.xml"
        threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True, name="router stub").start()

    def named(self, action: str) -> list[dict[str, str]]:
        with self.asked:
            return [values for name, values in self.actions if name == action]

    def wait_for(self, action: str, count: int = 1, seconds: float = 120.0) -> list[dict[str, str]]:
        """The values of each `action` asked, once `count` of them arrived (a bounded wait)."""
        with self.asked:
            self.asked.wait_for(lambda: len([a for a, _ in self.actions if a == action]) >= count, seconds)
        return self.named(action)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def __enter__(self) -> "RouterStub":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class SilentRouter:
    """A router that takes the connection and never answers: the operating system accepts it
    into the backlog, and nothing ever reads it."""

    def __init__(self):
        self.socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.socket.bind((LOOPBACK, 0))
        self.socket.listen(8)
        self.location = f"http://{LOOPBACK}:{self.socket.getsockname()[1]}/rootDesc.xml"

    def close(self) -> None:
        self.socket.close()

    def __enter__(self) -> "SilentRouter":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
