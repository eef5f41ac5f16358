import CSDL2
import Stage
