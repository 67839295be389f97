"""Widgets for menus and dialogs. Each takes a rect and is re-placed on every resize."""

from .base import Widget, draw_panel
from .button import Button
from .choice import Choice, Toggle
from .label import Label, Panel
from .menu import Menu
from .row_list import RowList
from .scroll_list import ScrollList
from .segmented import Segmented
from .text_input import TextInput
from .toast import Toast, Toaster
from .tooltip import draw_tooltip, hovered_tooltip

__all__ = [
    "Button",
    "Choice",
    "Label",
    "Menu",
    "Panel",
    "RowList",
    "ScrollList",
    "Segmented",
    "TextInput",
    "Toast",
    "Toaster",
    "Toggle",
    "Widget",
    "draw_panel",
    "draw_tooltip",
    "hovered_tooltip",
]
