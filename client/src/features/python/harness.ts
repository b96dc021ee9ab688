/**
 * Python source that the worker writes into Pyodide's file system once it has loaded: the runner that
 * executes the child's program as main.py (fresh globals every run, tracebacks without our own frames),
 * and a small `turtle` module for children that draws on the screen's canvas through messages.
 */

export const RUNNER_PY = String.raw`
import sys, traceback, linecache, builtins

_original_input = builtins.input

def _codeyard_error(e, tb):
    line = None
    t = tb
    while t is not None:
        if t.tb_frame.f_code.co_filename == "main.py":
            line = t.tb_lineno
        t = t.tb_next
    text = "".join(traceback.format_exception(type(e), e, tb))
    return {"type": type(e).__name__, "message": str(e), "line": line, "traceback": text}

def _codeyard_reset_streams():
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:
        pass

def codeyard_run(src, ask=None):
    """Runs the child's program; returns None, or a dict describing the error."""
    linecache.cache["main.py"] = (len(src), None, src.splitlines(True), "main.py")
    if "turtle" in sys.modules:
        sys.modules["turtle"]._reset_all()
    if ask is not None:
        builtins.input = ask
    else:
        builtins.input = _original_input
    try:
        try:
            code = compile(src, "main.py", "exec")
        except SyntaxError as e:
            text = "".join(traceback.format_exception_only(type(e), e))
            return {"type": type(e).__name__, "message": str(e.msg), "line": e.lineno, "traceback": text}
        g = {"__name__": "__main__", "__builtins__": builtins}
        try:
            exec(code, g)
        except SystemExit as e:
            if e.code not in (None, 0):
                return _codeyard_error(e, e.__traceback__.tb_next)
        except BaseException as e:
            return _codeyard_error(e, e.__traceback__.tb_next)
        return None
    finally:
        builtins.input = _original_input
        _codeyard_reset_streams()

def codeyard_jspi_input(ask_js):
    """input() for a browser without shared memory: waits for the page's answer through JSPI."""
    from pyodide.ffi import run_sync
    def ask(prompt=""):
        sys.stdout.write(str(prompt))
        sys.stdout.flush()
        answer = run_sync(ask_js())
        if answer is None:
            raise EOFError("no answer")
        return answer
    return ask
`;

export const TURTLE_PY = String.raw`
"""A small turtle for Codeyard: the classic commands, drawing on the screen's canvas (400 x 400, (0, 0) in the middle)."""
import math, json, time
import _codeyard

__all__ = ["Turtle", "Pen", "Screen", "forward", "fd", "backward", "bk", "back", "left", "lt", "right", "rt",
           "goto", "setpos", "setposition", "setx", "sety", "setheading", "seth", "home", "penup", "pu", "up",
           "pendown", "pd", "down", "pensize", "width", "color", "pencolor", "fillcolor", "begin_fill",
           "end_fill", "circle", "dot", "write", "speed", "hideturtle", "ht", "showturtle", "st", "bgcolor",
           "clear", "reset", "position", "pos", "xcor", "ycor", "heading", "distance", "done", "mainloop",
           "exitonclick", "shape", "isdown", "tracer", "update", "title", "setup"]

def _send(cmd):
    _codeyard.draw(json.dumps(cmd))

def _colour(args):
    if len(args) == 1:
        c = args[0]
        if isinstance(c, (tuple, list)) and len(c) == 3:
            r, g, b = c
            if all(isinstance(v, float) and v <= 1 for v in c):
                r, g, b = int(r * 255), int(g * 255), int(b * 255)
            return "rgb(%d,%d,%d)" % (r, g, b)
        return str(c)
    if len(args) == 3:
        return _colour((tuple(args),))
    raise TypeError("color() takes a name like 'red' or three numbers")

_DELAYS = {0: 0, 1: 0.12, 2: 0.09, 3: 0.07, 4: 0.05, 5: 0.035, 6: 0.025, 7: 0.018, 8: 0.012, 9: 0.006, 10: 0.003}

class Turtle:
    def __init__(self):
        self._x = 0.0
        self._y = 0.0
        self._heading = 0.0
        self._down = True
        self._pencolor = "black"
        self._fillcolor = "black"
        self._width = 2
        self._visible = True
        self._delay = _DELAYS[6]
        self._fill = None
        _turtles.append(self)
        self._show()

    def _show(self):
        _send({"op": "turtle", "x": self._x, "y": self._y, "heading": self._heading, "visible": self._visible, "color": self._pencolor})

    def _wait(self, steps=1):
        if self._delay:
            time.sleep(self._delay * steps)

    def _move_to(self, x, y):
        if self._down:
            _send({"op": "line", "x1": self._x, "y1": self._y, "x2": x, "y2": y, "color": self._pencolor, "width": self._width})
        self._x, self._y = float(x), float(y)
        if self._fill is not None:
            self._fill.append([self._x, self._y])

    def forward(self, distance):
        r = math.radians(self._heading)
        self._move_to(self._x + distance * math.cos(r), self._y + distance * math.sin(r))
        self._show()
        self._wait()
    fd = forward

    def backward(self, distance):
        self.forward(-distance)
    bk = back = backward

    def left(self, angle):
        self._heading = (self._heading + angle) % 360
        self._show()
        self._wait(0.5)
    lt = left

    def right(self, angle):
        self.left(-angle)
    rt = right

    def goto(self, x, y=None):
        if y is None:
            x, y = x
        self._move_to(x, y)
        self._show()
        self._wait()
    setpos = setposition = goto

    def setx(self, x):
        self.goto(x, self._y)

    def sety(self, y):
        self.goto(self._x, y)

    def setheading(self, angle):
        self._heading = angle % 360
        self._show()
    seth = setheading

    def home(self):
        self.goto(0, 0)
        self.setheading(0)

    def penup(self):
        self._down = False
    pu = up = penup

    def pendown(self):
        self._down = True
    pd = down = pendown

    def isdown(self):
        return self._down

    def pensize(self, width=None):
        if width is None:
            return self._width
        self._width = width
    width = pensize

    def pencolor(self, *args):
        if not args:
            return self._pencolor
        self._pencolor = _colour(args)
        self._show()

    def fillcolor(self, *args):
        if not args:
            return self._fillcolor
        self._fillcolor = _colour(args)

    def color(self, *args):
        if not args:
            return (self._pencolor, self._fillcolor)
        if len(args) == 2:
            self.pencolor(args[0])
            self.fillcolor(args[1])
        else:
            self.pencolor(*args)
            self._fillcolor = self._pencolor

    def begin_fill(self):
        self._fill = [[self._x, self._y]]

    def end_fill(self):
        if self._fill is not None and len(self._fill) > 2:
            _send({"op": "fill", "points": self._fill, "color": self._fillcolor})
        self._fill = None

    def circle(self, radius, extent=None, steps=None):
        if extent is None:
            extent = 360
        if steps is None:
            steps = max(8, min(72, int(abs(radius) / 3) + int(abs(extent) / 10)))
        step_angle = extent / steps
        length = 2 * abs(radius) * math.sin(math.radians(abs(step_angle)) / 2)
        turn = step_angle if radius >= 0 else -step_angle
        delay, self._delay = self._delay, self._delay / 6
        self.left(turn / 2)
        for _ in range(steps):
            self.forward(length)
            self.left(turn)
        self.left(-turn / 2)
        self._delay = delay

    def dot(self, size=None, *args):
        color = _colour(args) if args else self._pencolor
        _send({"op": "dot", "x": self._x, "y": self._y, "size": size or max(self._width + 4, self._width * 2), "color": color})

    def write(self, text, move=False, align="left", font=None):
        size = 16
        if isinstance(font, (tuple, list)) and len(font) > 1:
            size = font[1]
        _send({"op": "text", "x": self._x, "y": self._y, "text": str(text), "color": self._pencolor, "size": size})

    def speed(self, s=None):
        if s is None:
            return self._speed_value if hasattr(self, "_speed_value") else 6
        names = {"fastest": 0, "fast": 10, "normal": 6, "slow": 3, "slowest": 1}
        s = names.get(s, s)
        s = int(s) if 0 <= int(s) <= 10 else 0
        self._speed_value = s
        self._delay = _DELAYS[s]

    def hideturtle(self):
        self._visible = False
        self._show()
    ht = hideturtle

    def showturtle(self):
        self._visible = True
        self._show()
    st = showturtle

    def isvisible(self):
        return self._visible

    def position(self):
        # + 0.0 turns -0.0 (after a full turn) into 0.0
        return (round(self._x, 2) + 0.0, round(self._y, 2) + 0.0)
    pos = position

    def xcor(self):
        return round(self._x, 2) + 0.0

    def ycor(self):
        return round(self._y, 2) + 0.0

    def heading(self):
        return self._heading

    def distance(self, x, y=None):
        if y is None:
            x, y = x
        return math.hypot(x - self._x, y - self._y)

    def towards(self, x, y=None):
        if y is None:
            x, y = x
        return math.degrees(math.atan2(y - self._y, x - self._x)) % 360

    def shape(self, name=None):
        return "turtle"

    def clear(self):
        _send({"op": "clear"})

    def reset(self):
        _send({"op": "clear"})
        self.__init__()
        _turtles.remove(self)

Pen = Turtle

class _Screen:
    def bgcolor(self, *args):
        _send({"op": "bgcolor", "color": _colour(args)})
    def setup(self, *args, **kwargs):
        pass
    def title(self, *args):
        pass
    def tracer(self, *args, **kwargs):
        pass
    def update(self):
        pass
    def exitonclick(self):
        pass
    def mainloop(self):
        pass
    done = mainloop
    def clear(self):
        _send({"op": "clear"})
    def bye(self):
        pass

_screen = _Screen()
_turtles = []
_default = None

def Screen():
    return _screen

def _t():
    global _default
    if _default is None:
        _default = Turtle()
    return _default

def _reset_all():
    global _default
    _turtles.clear()
    _default = None

def _make(name):
    def f(*args, **kwargs):
        return getattr(_t(), name)(*args, **kwargs)
    f.__name__ = name
    return f

for _name in ["forward", "fd", "backward", "bk", "back", "left", "lt", "right", "rt", "goto", "setpos",
              "setposition", "setx", "sety", "setheading", "seth", "home", "penup", "pu", "up", "pendown",
              "pd", "down", "pensize", "width", "color", "pencolor", "fillcolor", "begin_fill", "end_fill",
              "circle", "dot", "write", "speed", "hideturtle", "ht", "showturtle", "st", "position", "pos",
              "xcor", "ycor", "heading", "distance", "towards", "shape", "isdown", "isvisible"]:
    globals()[_name] = _make(_name)

def bgcolor(*args):
    _screen.bgcolor(*args)

def clear():
    _send({"op": "clear"})

def reset():
    _send({"op": "clear"})
    _reset_all()

def done():
    pass
mainloop = exitonclick = done

def tracer(*args, **kwargs):
    pass

def update():
    pass

def title(*args):
    pass

def setup(*args, **kwargs):
    pass
`;
